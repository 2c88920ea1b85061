<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="229"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} 的四张牌已全部在手中</translation>
    </message>
    <message>
        <location filename="../state.py" line="231"/>
        <source>{0} does not use red fives</source>
        <translation>{0} 不用赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="233"/>
        <source>the hand is complete: remove a tile first</source>
        <translation>牌已齐：请先移除一张</translation>
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
        <translation>{0} 没有花牌</translation>
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
        <translation>和牌张 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="287"/>
        <source>no room for another meld</source>
        <translation>没有空间再副露</translation>
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
        <translation>设置 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="344"/>
        <source>preset {0}</source>
        <translation>预设 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="360"/>
        <source>rules {0}</source>
        <translation>规则 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="369"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} 没有赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="375"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 张：{1} 最多 {2} 张</translation>
    </message>
    <message>
        <location filename="../state.py" line="379"/>
        <source>mark the winning tile with +</source>
        <translation>请用 + 标出和牌张</translation>
    </message>
    <message>
        <location filename="../state.py" line="381"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>含和牌张，{0} 的手牌为 {1} 张，此手为 {2} 张</translation>
    </message>
    <message>
        <location filename="../state.py" line="384"/>
        <location filename="../state.py" line="393"/>
        <source>type hand</source>
        <translation>输入牌型</translation>
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
        <translation>输入牌型，例如 123m456p789s1z [777z] +1z</translation>
    </message>
    <message>
        <location filename="../window.py" line="198"/>
        <source>Not applied: {0}</source>
        <translation>未应用：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="341"/>
        <source>Load a preset file</source>
        <translation>载入预设文件</translation>
    </message>
    <message>
        <location filename="../window.py" line="342"/>
        <source>Preset files (*.toml);;All files (*)</source>
        <translation>预设文件 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../window.py" line="354"/>
        <source>Cannot load the preset file</source>
        <translation>无法载入预设文件</translation>
    </message>
    <message>
        <location filename="../window.py" line="355"/>
        <source>The preset file was not loaded: {0}
The presets already in use stay as they are.</source>
        <translation>预设文件未载入：{0}
正在使用的预设保持不变。</translation>
    </message>
    <message>
        <location filename="../window.py" line="375"/>
        <source>(not built yet)</source>
        <translation>（尚未实现）</translation>
    </message>
    <message>
        <location filename="../state.py" line="345"/>
        <location filename="../window.py" line="381"/>
        <source>defaults</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../window.py" line="435"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../window.py" line="435"/>
        <source>Undo {0}</source>
        <translation>撤销：{0}</translation>
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
        <translation>未应用：这是最后一次能读取的手牌</translation>
    </message>
    <message>
        <location filename="../window.py" line="498"/>
        <source>Mahjong Scorer</source>
        <translation>麻将计分器</translation>
    </message>
    <message>
        <location filename="../window.py" line="499"/>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../window.py" line="500"/>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <location filename="../window.py" line="501"/>
        <source>Load preset…</source>
        <translation>载入预设…</translation>
    </message>
    <message>
        <location filename="../window.py" line="502"/>
        <source>Load an edited preset file (TOML) for this rule set</source>
        <translation>为此规则载入编辑过的预设文件（TOML）</translation>
    </message>
    <message>
        <location filename="../window.py" line="503"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../window.py" line="506"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../window.py" line="507"/>
        <source>Start a new hand: the tiles, melds and flowers go, and how and where it was won goes back to the defaults; the rule set, preset and options stay</source>
        <translation>开始新的一手：清除牌、副露和花牌，和牌方式与场况恢复默认；规则、预设和选项保留</translation>
    </message>
    <message>
        <location filename="../window.py" line="509"/>
        <source>Copy hand</source>
        <translation>复制牌型</translation>
    </message>
    <message>
        <location filename="../window.py" line="510"/>
        <source>Copy breakdown</source>
        <translation>复制计分明细</translation>
    </message>
    <message>
        <location filename="../window.py" line="511"/>
        <source>&amp;Waits</source>
        <translation>听牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../window.py" line="512"/>
        <source>Check a &amp;claim</source>
        <translation>核对申报(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="76"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="77"/>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="105"/>
        <source>{0}: {1} left</source>
        <translation>{0}：剩 {1} 张</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="175"/>
        <source>winning tile</source>
        <translation>和牌张</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="216"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：点击撤回</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="234"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：点击移除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="186"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 张；还差 {1} 张成和。Ctrl+点击选择副露的牌，右键查看更多。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="189"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌已齐；+ 后面的是和牌张（右键点击牌可更改）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="266"/>
        <source>Make winning tile</source>
        <translation>设为和牌张</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="270"/>
        <source>Select for a meld</source>
        <translation>选作副露</translation>
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
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="284"/>
        <source>Added kan</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="285"/>
        <source>Concealed kan</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="59"/>
        <source>declared</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="61"/>
        <source>winning tile here</source>
        <translation>和牌张在此组</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="63"/>
        <source>concealed</source>
        <translation>暗</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="133"/>
        <source>No score: the hand box holds a mistake, so the tiles shown are not the hand typed. Fix the text or undo.</source>
        <translation>不计分：手牌框中有错误，所显示的牌不是输入的手牌。请修改文字或撤销。</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="139"/>
        <source>Cannot score: {0}</source>
        <translation>无法计分：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="145"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>已听牌：听 {0} 种牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="149"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>请添加牌：还差 {0} 张成和</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="173"/>
        <source>Pays: {0}; the winner receives {1}</source>
        <translation>支付：{0}；和牌者共得 {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="212"/>
        <source>Waits: {0}</source>
        <translation>听牌：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="147"/>
        <location filename="../widgets/results.py" line="215"/>
        <source>Not ready: shanten {0}</source>
        <translation>未听牌：向听数 {0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="217"/>
        <source>Complete hand</source>
        <translation>牌已齐</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="219"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>差一张成和时显示听牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="90"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="92"/>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="92"/>
        <source>Value ({0})</source>
        <translation>{0}数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="93"/>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="93"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="202"/>
        <source>{0} (no win)</source>
        <translation>{0}（不能和牌）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="228"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="228"/>
        <source>Left</source>
        <translation>剩余</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="228"/>
        <source>Discard win</source>
        <translation>点和</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="119"/>
        <source>Add an item…</source>
        <translation>添加项目…</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="157"/>
        <source>{0}: “{1}” is not a whole number</source>
        <translation>{0}：“{1}”不是整数</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="162"/>
        <source>Claimed total</source>
        <translation>申报合计</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="163"/>
        <source>Winner receives</source>
        <translation>和牌者收取</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="179"/>
        <source>Claimed &amp;items:</source>
        <translation>申报项目(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="180"/>
        <source>names or ids, separated by commas, e.g. Full Flush, Self-Drawn</source>
        <translation>名称或 id，用逗号分隔，如：清一色, 自摸</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="181"/>
        <source>Type what the player claims, in any of the four languages or by id; write a repeat as x2. Or pick items from the list.</source>
        <translation>输入玩家申报的项目，四种语言或 id 均可；重复的写作 x2。也可以从列表中选择。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="183"/>
        <source>Claimed &amp;total:</source>
        <translation>申报合计(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="184"/>
        <source>Winner &amp;receives:</source>
        <translation>和牌者收取(&amp;R)：</translation>
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
        <translation>清除申报</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="198"/>
        <source>Cannot read the claim: {0}</source>
        <translation>无法读取申报：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="201"/>
        <source>Enter what the player claims (items, total or amount) to check it against the score.</source>
        <translation>输入玩家的申报（项目、合计或收取金额），与计分核对。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="206"/>
        <source>No complete hand to check the claim against.</source>
        <translation>没有完整的和牌可以核对申报。</translation>
    </message>
</context>
</TS>
