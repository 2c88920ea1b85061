<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="171"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} 的四張牌已全部在手中</translation>
    </message>
    <message>
        <location filename="../state.py" line="173"/>
        <source>{0} does not use red fives</source>
        <translation>{0} 不用赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="175"/>
        <source>the hand is complete: remove a tile first</source>
        <translation>牌已齊：請先移除一張</translation>
    </message>
    <message>
        <location filename="../state.py" line="176"/>
        <source>add {0}</source>
        <translation>加入 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="181"/>
        <location filename="../state.py" line="283"/>
        <source>{0} has no flowers</source>
        <translation>{0} 沒有花牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="183"/>
        <source>flower {0} is already in the hand</source>
        <translation>花牌 {0} 已在手中</translation>
    </message>
    <message>
        <location filename="../state.py" line="185"/>
        <source>add flower {0}</source>
        <translation>加花 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="190"/>
        <source>remove flower {0}</source>
        <translation>移除花牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="200"/>
        <source>remove {0}</source>
        <translation>移除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="204"/>
        <source>winning tile {0}</source>
        <translation>和牌張 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="227"/>
        <source>no room for another meld</source>
        <translation>沒有空間再副露</translation>
    </message>
    <message>
        <location filename="../state.py" line="229"/>
        <source>declare {0}</source>
        <translation>副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="238"/>
        <source>undeclare {0}</source>
        <translation>撤回副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="247"/>
        <location filename="../state.py" line="252"/>
        <source>set {0}</source>
        <translation>設定 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="257"/>
        <source>preset {0}</source>
        <translation>預設 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="272"/>
        <source>rules {0}</source>
        <translation>規則 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="280"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} 沒有赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="286"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 張：{1} 最多 {2} 張</translation>
    </message>
    <message>
        <location filename="../state.py" line="290"/>
        <source>mark the winning tile with +</source>
        <translation>請用 + 標出和牌張</translation>
    </message>
    <message>
        <location filename="../state.py" line="292"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>含和牌張，{0} 的手牌為 {1} 張，此手為 {2} 張</translation>
    </message>
    <message>
        <location filename="../state.py" line="295"/>
        <source>type hand</source>
        <translation>輸入牌型</translation>
    </message>
    <message>
        <location filename="../state.py" line="298"/>
        <source>clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../window.py" line="63"/>
        <source>Hand:</source>
        <translation>手牌：</translation>
    </message>
    <message>
        <location filename="../window.py" line="64"/>
        <source>type a hand, e.g. 123m456p789s1z [777z] +1z</source>
        <translation>輸入牌型，例如 123m456p789s1z [777z] +1z</translation>
    </message>
    <message>
        <location filename="../window.py" line="205"/>
        <source>(not built yet)</source>
        <translation>（尚未實作）</translation>
    </message>
    <message>
        <location filename="../window.py" line="208"/>
        <source>defaults</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../window.py" line="271"/>
        <source>Mahjong Scorer</source>
        <extracomment>save the language and rule set chosen, for the next start (the self-test turns it off)</extracomment>
        <translation>麻將計分器</translation>
    </message>
    <message>
        <location filename="../window.py" line="272"/>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <location filename="../window.py" line="273"/>
        <source>Preset:</source>
        <translation>預設：</translation>
    </message>
    <message>
        <location filename="../window.py" line="274"/>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <location filename="../window.py" line="275"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../window.py" line="276"/>
        <source>Copy hand</source>
        <translation>複製牌型</translation>
    </message>
    <message>
        <location filename="../window.py" line="277"/>
        <source>Copy breakdown</source>
        <translation>複製計分明細</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="32"/>
        <source>East (E)</source>
        <translation>東 (E)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="32"/>
        <source>South (S)</source>
        <translation>南 (S)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="32"/>
        <source>West (W)</source>
        <translation>西 (W)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="32"/>
        <source>North (N)</source>
        <translation>北 (N)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="33"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="33"/>
        <source>heaven (dealer&apos;s first draw)</source>
        <translation>天和（莊家起手）</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="33"/>
        <source>earth</source>
        <translation>地和</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="34"/>
        <source>human</source>
        <translation>人和</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="63"/>
        <source>How and where it was won</source>
        <translation>和牌方式與場況</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="64"/>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="94"/>
        <source>from hand</source>
        <translation>按手中花牌</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="97"/>
        <source>{0}: {1} left</source>
        <translation>{0}：剩 {1} 張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="167"/>
        <source>winning tile</source>
        <translation>和牌張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="208"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：點擊撤回</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="226"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：點擊移除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="178"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 張；還差 {1} 張成和。Ctrl+點擊選擇副露的牌，右鍵查看更多。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="181"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌已齊；+ 後面的是和牌張（右鍵點擊牌可更改）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="256"/>
        <source>Make winning tile</source>
        <translation>設為和牌張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="260"/>
        <source>Select for a meld</source>
        <translation>選作副露</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="263"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="271"/>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="272"/>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="273"/>
        <source>Kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="274"/>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="275"/>
        <source>Concealed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="58"/>
        <source>declared</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="60"/>
        <source>winning tile here</source>
        <translation>和牌張在此組</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="62"/>
        <source>concealed</source>
        <translation>暗</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="120"/>
        <source>Cannot score: {0}</source>
        <translation>無法計分：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="126"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>已聽牌：聽 {0} 種牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="130"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>請加牌：還差 {0} 張成和</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="142"/>
        <source>Win: {0} {1}</source>
        <translation>和牌：{0} {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="147"/>
        <source>No win: {0}</source>
        <translation>不能和牌：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="152"/>
        <source>discarder</source>
        <translation>放槍者</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="152"/>
        <source>each other player</source>
        <translation>其他兩家各</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="152"/>
        <source>each player</source>
        <translation>三家各</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="153"/>
        <source>dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="153"/>
        <source>non-dealer</source>
        <translation>閒家</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="155"/>
        <source>Pays: {0}; the winner receives {1}</source>
        <translation>支付：{0}；和牌者共得 {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="191"/>
        <source>Waits: {0}</source>
        <translation>聽牌：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="128"/>
        <location filename="../widgets/results.py" line="194"/>
        <source>Not ready: shanten {0}</source>
        <translation>未聽牌：向聽數 {0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="145"/>
        <source>No win: {0} {1} toward the minimum, {2} needed</source>
        <translation>詐和：起和計 {0} {1}，需要 {2}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="196"/>
        <source>Complete hand</source>
        <translation>已成和牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="198"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>差一張成和時顯示聽牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="84"/>
        <source>implied by {0}</source>
        <translation>因{0}不計</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="66"/>
        <source>Item</source>
        <translation>番種</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="66"/>
        <source>Value</source>
        <translation>番數</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="66"/>
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="66"/>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="140"/>
        <source>{0} (no win)</source>
        <translation>{0}（不夠起和）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="165"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="165"/>
        <source>Left</source>
        <translation>剩餘</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="165"/>
        <source>Discard win</source>
        <translation>點和</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="165"/>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
</context>
</TS>
