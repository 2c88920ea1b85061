<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="229"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} 的四張牌已全部在手中</translation>
    </message>
    <message>
        <location filename="../state.py" line="231"/>
        <source>{0} does not use red fives</source>
        <translation>{0} 不用赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="233"/>
        <source>the hand is complete: remove a tile first</source>
        <translation>牌已齊：請先移除一張</translation>
    </message>
    <message>
        <location filename="../state.py" line="234"/>
        <source>add {0}</source>
        <translation>加入 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="239"/>
        <location filename="../state.py" line="372"/>
        <source>{0} has no flowers</source>
        <translation>{0} 沒有花牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="241"/>
        <source>flower {0} is already in the hand</source>
        <translation>花牌 {0} 已在手中</translation>
    </message>
    <message>
        <location filename="../state.py" line="243"/>
        <source>add flower {0}</source>
        <translation>加花 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="248"/>
        <source>remove flower {0}</source>
        <translation>移除花牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="259"/>
        <source>remove {0}</source>
        <translation>移除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="264"/>
        <source>winning tile {0}</source>
        <translation>和牌張 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="287"/>
        <source>no room for another meld</source>
        <translation>沒有空間再副露</translation>
    </message>
    <message>
        <location filename="../state.py" line="292"/>
        <source>declare {0}</source>
        <translation>副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="305"/>
        <source>undeclare {0}</source>
        <translation>撤回副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="315"/>
        <location filename="../state.py" line="322"/>
        <source>set {0}</source>
        <translation>設定 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="344"/>
        <source>preset {0}</source>
        <translation>預設 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="360"/>
        <source>rules {0}</source>
        <translation>規則 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="369"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} 沒有赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="375"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 張：{1} 最多 {2} 張</translation>
    </message>
    <message>
        <location filename="../state.py" line="379"/>
        <source>mark the winning tile with +</source>
        <translation>請用 + 標出和牌張</translation>
    </message>
    <message>
        <location filename="../state.py" line="381"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>含和牌張，{0} 的手牌為 {1} 張，此手為 {2} 張</translation>
    </message>
    <message>
        <location filename="../state.py" line="384"/>
        <location filename="../state.py" line="393"/>
        <source>type hand</source>
        <translation>輸入牌型</translation>
    </message>
    <message>
        <location filename="../state.py" line="389"/>
        <source>clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../window.py" line="119"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../window.py" line="120"/>
        <source>type a hand, e.g. 123m456p789s1z [777z] +1z</source>
        <translation>輸入牌型，例如 123m456p789s1z [777z] +1z</translation>
    </message>
    <message>
        <location filename="../window.py" line="198"/>
        <source>Not applied: {0}</source>
        <translation>未套用：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="341"/>
        <source>Load a preset file</source>
        <translation>載入預設檔案</translation>
    </message>
    <message>
        <location filename="../window.py" line="342"/>
        <source>Preset files (*.toml);;All files (*)</source>
        <translation>預設檔案 (*.toml);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../window.py" line="354"/>
        <source>Cannot load the preset file</source>
        <translation>無法載入預設檔案</translation>
    </message>
    <message>
        <location filename="../window.py" line="355"/>
        <source>The preset file was not loaded: {0}
The presets already in use stay as they are.</source>
        <translation>預設檔案未載入：{0}
正在使用的預設保持不變。</translation>
    </message>
    <message>
        <location filename="../window.py" line="375"/>
        <source>(not built yet)</source>
        <translation>（尚未實作）</translation>
    </message>
    <message>
        <location filename="../state.py" line="345"/>
        <location filename="../window.py" line="381"/>
        <source>defaults</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../window.py" line="435"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../window.py" line="435"/>
        <source>Undo {0}</source>
        <translation>復原：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="436"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../window.py" line="436"/>
        <source>Redo {0}</source>
        <translation>重做：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="449"/>
        <source>Not applied: these are the tiles of the last hand that could be read</source>
        <translation>未套用：這是最後一次能讀取的手牌</translation>
    </message>
    <message>
        <location filename="../window.py" line="498"/>
        <source>Mahjong Scorer</source>
        <translation>麻將計分器</translation>
    </message>
    <message>
        <location filename="../window.py" line="499"/>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <location filename="../window.py" line="500"/>
        <source>Preset:</source>
        <translation>預設：</translation>
    </message>
    <message>
        <location filename="../window.py" line="501"/>
        <source>Load preset…</source>
        <translation>載入預設…</translation>
    </message>
    <message>
        <location filename="../window.py" line="502"/>
        <source>Load an edited preset file (TOML) for this rule set</source>
        <translation>為此規則載入編輯過的預設檔案（TOML）</translation>
    </message>
    <message>
        <location filename="../window.py" line="503"/>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <location filename="../window.py" line="506"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../window.py" line="507"/>
        <source>Start a new hand: the tiles, melds and flowers go, and how and where it was won goes back to the defaults; the rule set, preset and options stay</source>
        <translation>開始新的一手：清除牌、副露和花牌，胡牌方式與場況恢復預設；規則、預設和選項保留</translation>
    </message>
    <message>
        <location filename="../window.py" line="509"/>
        <source>Copy hand</source>
        <translation>複製牌型</translation>
    </message>
    <message>
        <location filename="../window.py" line="510"/>
        <source>Copy breakdown</source>
        <translation>複製計分明細</translation>
    </message>
    <message>
        <location filename="../window.py" line="511"/>
        <source>&amp;Waits</source>
        <translation>聽牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../window.py" line="512"/>
        <source>Check a &amp;claim</source>
        <translation>核對申報(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="76"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="77"/>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="105"/>
        <source>{0}: {1} left</source>
        <translation>{0}：剩 {1} 張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="175"/>
        <source>winning tile</source>
        <translation>和牌張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="216"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：點擊撤回</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="234"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：點擊移除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="186"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 張；還差 {1} 張成和。Ctrl+點擊選擇副露的牌，右鍵查看更多。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="189"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌已齊；+ 後面的是和牌張（右鍵點擊牌可更改）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="266"/>
        <source>Make winning tile</source>
        <translation>設為和牌張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="270"/>
        <source>Select for a meld</source>
        <translation>選作副露</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="273"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="281"/>
        <source>Chi</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="282"/>
        <source>Pon</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="283"/>
        <source>Kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="284"/>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="285"/>
        <source>Concealed kan</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="59"/>
        <source>declared</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="61"/>
        <source>winning tile here</source>
        <translation>和牌張在此組</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="63"/>
        <source>concealed</source>
        <translation>暗</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="133"/>
        <source>No score: the hand box holds a mistake, so the tiles shown are not the hand typed. Fix the text or undo.</source>
        <translation>不計分：手牌框中有錯誤，所顯示的牌不是輸入的手牌。請修改文字或復原。</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="139"/>
        <source>Cannot score: {0}</source>
        <translation>無法計分：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="145"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>已聽牌：聽 {0} 種牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="149"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>請加牌：還差 {0} 張成和</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="173"/>
        <source>Pays: {0}; the winner receives {1}</source>
        <translation>支付：{0}；和牌者共得 {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="212"/>
        <source>Waits: {0}</source>
        <translation>聽牌：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="147"/>
        <location filename="../widgets/results.py" line="215"/>
        <source>Not ready: shanten {0}</source>
        <translation>未聽牌：向聽數 {0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="217"/>
        <source>Complete hand</source>
        <translation>牌已齊</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="219"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>差一張成和時顯示聽牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="90"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="92"/>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="92"/>
        <source>Value ({0})</source>
        <translation>{0}數</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="93"/>
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="93"/>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="202"/>
        <source>{0} (no win)</source>
        <translation>{0}（不能胡牌）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="228"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="228"/>
        <source>Left</source>
        <translation>剩餘</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="228"/>
        <source>Discard win</source>
        <translation>點和</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="119"/>
        <source>Add an item…</source>
        <translation>新增項目…</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="157"/>
        <source>{0}: “{1}” is not a whole number</source>
        <translation>{0}：「{1}」不是整數</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="162"/>
        <source>Claimed total</source>
        <translation>申報合計</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="163"/>
        <source>Winner receives</source>
        <translation>胡牌者收取</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="179"/>
        <source>Claimed &amp;items:</source>
        <translation>申報項目(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="180"/>
        <source>names or ids, separated by commas, e.g. Full Flush, Self-Drawn</source>
        <translation>名稱或 id，用逗號分隔，如：清一色, 自摸</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="181"/>
        <source>Type what the player claims, in any of the four languages or by id; write a repeat as x2. Or pick items from the list.</source>
        <translation>輸入玩家申報的項目，四種語言或 id 均可；重複的寫作 x2。也可以從清單中選擇。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="183"/>
        <source>Claimed &amp;total:</source>
        <translation>申報合計(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="184"/>
        <source>Winner &amp;receives:</source>
        <translation>胡牌者收取(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="185"/>
        <location filename="../widgets/claim.py" line="186"/>
        <source>optional</source>
        <translation>可不填</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="187"/>
        <source>Clear claim</source>
        <translation>清除申報</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="198"/>
        <source>Cannot read the claim: {0}</source>
        <translation>無法讀取申報：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="201"/>
        <source>Enter what the player claims (items, total or amount) to check it against the score.</source>
        <translation>輸入玩家的申報（項目、合計或收取金額），與計分核對。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="206"/>
        <source>No complete hand to check the claim against.</source>
        <translation>沒有完整的胡牌可以核對申報。</translation>
    </message>
</context>
</TS>
