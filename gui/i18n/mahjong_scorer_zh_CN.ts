<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="224"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} 的四张牌已全部在手中</translation>
    </message>
    <message>
        <location filename="../state.py" line="226"/>
        <source>{0} does not use red fives</source>
        <translation>{0} 不用赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="233"/>
        <source>add {0}</source>
        <translation>加入 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="267"/>
        <location filename="../state.py" line="451"/>
        <source>{0} has no flowers</source>
        <translation>{0} 没有花牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="269"/>
        <source>flower {0} is already in the hand</source>
        <translation>花牌 {0} 已在手中</translation>
    </message>
    <message>
        <location filename="../state.py" line="272"/>
        <source>add flower {0}</source>
        <translation>加花 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="279"/>
        <source>remove flower {0}</source>
        <translation>移除花牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="292"/>
        <source>remove {0}</source>
        <translation>移除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="298"/>
        <source>winning tile {0}</source>
        <translation>和牌张 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="335"/>
        <source>no room for another meld</source>
        <translation>没有空间再副露</translation>
    </message>
    <message>
        <location filename="../state.py" line="253"/>
        <location filename="../state.py" line="262"/>
        <location filename="../state.py" line="318"/>
        <source>declare {0}</source>
        <translation>副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="244"/>
        <source>the hand is complete: remove a tile first (a kong counts as three tiles: select its four tiles and declare it)</source>
        <translation>牌已齐：请先移除一张（杠只算三张：选中它的四张牌后声明为杠）</translation>
    </message>
    <message>
        <location filename="../state.py" line="355"/>
        <source>undeclare {0}</source>
        <translation>撤回副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="367"/>
        <location filename="../state.py" line="376"/>
        <source>set {0}</source>
        <translation>设置 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="407"/>
        <source>preset {0}</source>
        <translation>预设 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="436"/>
        <source>rules {0}</source>
        <translation>规则 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="448"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} 没有赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="455"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 张：{1} 最多 {2} 张</translation>
    </message>
    <message>
        <location filename="../state.py" line="460"/>
        <source>mark the winning tile with +</source>
        <translation>请用 + 标出和牌张</translation>
    </message>
    <message>
        <location filename="../state.py" line="463"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>含和牌张，{0} 的手牌为 {1} 张，此手为 {2} 张</translation>
    </message>
    <message>
        <location filename="../state.py" line="470"/>
        <location filename="../state.py" line="515"/>
        <source>type hand</source>
        <translation>输入牌型</translation>
    </message>
    <message>
        <location filename="../state.py" line="486"/>
        <source>open the wait {0}</source>
        <translation>打开听牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="491"/>
        <source>back to the ready hand</source>
        <translation>回到听牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="505"/>
        <source>show a recorded hand</source>
        <translation>显示记录的手牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="511"/>
        <source>clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../widgets/notation.py" line="97"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../widgets/notation.py" line="98"/>
        <source>type a hand, e.g. 123m456p789s1z [777z] +1z</source>
        <translation>输入牌型，例如 123m456p789s1z [777z] +1z</translation>
    </message>
    <message>
        <location filename="../widgets/notation.py" line="176"/>
        <source>Not applied: {0}</source>
        <translation>未应用：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="156"/>
        <source>Opened the hand after that discard: Undo (Ctrl+Z) goes back</source>
        <translation>已打开打出该牌后的手牌：撤销（Ctrl+Z）可返回</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="147"/>
        <source>Load a preset file</source>
        <translation>载入预设文件</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="147"/>
        <location filename="../window_toolbar.py" line="196"/>
        <source>Preset files (*.toml);;All files (*)</source>
        <translation>预设文件 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="164"/>
        <source>Cannot load the preset file</source>
        <translation>无法载入预设文件</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="165"/>
        <source>The preset file was not loaded: {0}
The presets already in use stay as they are.</source>
        <translation>预设文件未载入：{0}
正在使用的预设保持不变。</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="196"/>
        <source>Save the options as a preset file</source>
        <translation>把选项保存为预设文件</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="224"/>
        <source>Cannot save the preset file</source>
        <translation>无法保存预设文件</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="225"/>
        <source>The preset file was not saved: {0}</source>
        <translation>预设文件没有保存：{0}</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="234"/>
        <source>Saved the options as the preset file {0}</source>
        <translation>已把选项保存为预设文件 {0}</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="248"/>
        <source>(not built yet)</source>
        <translation>（尚未实现）</translation>
    </message>
    <message>
        <location filename="../state.py" line="408"/>
        <location filename="../window_toolbar.py" line="254"/>
        <source>defaults</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="256"/>
        <source>No preset: every rule option at its default value</source>
        <translation>不使用预设：每个规则选项都取默认值</translation>
    </message>
    <message>
        <location filename="../window.py" line="320"/>
        <source>The hand box holds text that cannot be read: correct it, or press Ctrl+Z in it to go back to the tiles shown</source>
        <translation>手牌框中的文字无法读取：请改正，或在框中按 Ctrl+Z 回到显示的牌</translation>
    </message>
    <message>
        <location filename="../window.py" line="334"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../window.py" line="334"/>
        <source>Undo {0}</source>
        <translation>撤销：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="335"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../window.py" line="335"/>
        <source>Redo {0}</source>
        <translation>重做：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="379"/>
        <source>Not applied: these are the tiles of the last hand that could be read</source>
        <translation>未应用：这是最后一次能读取的手牌</translation>
    </message>
    <message>
        <location filename="../window_opens.py" line="117"/>
        <source>The windows now use the store {0}.</source>
        <translation>各窗口现在使用记录库 {0}。</translation>
    </message>
    <message>
        <location filename="../window.py" line="443"/>
        <source>Mahjong Scorer</source>
        <translation>麻将计分器</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="227"/>
        <source>Mixed: the topic due soonest</source>
        <translation>混合：最该复习的题目</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="257"/>
        <source>Field “{0}” is empty: give the learner&apos;s name.</source>
        <translation>字段“{0}”为空：请填写学习者名称。</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="257"/>
        <source>Learner</source>
        <translation>学习者</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="293"/>
        <source>{0} · seed {1}</source>
        <translation>{0} · 种子 {1}</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="314"/>
        <source>{0:.0f} s · table speed {1} s</source>
        <translation>{0:.0f} 秒 · 牌桌速度 {1} 秒</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="349"/>
        <source>The answer was not kept: {0}</source>
        <translation>答案未能保存：{0}</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="361"/>
        <source>{0:.1f} s, within table speed ({1} s)</source>
        <translation>用时 {0:.1f} 秒，达到牌桌速度（{1} 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="362"/>
        <source>{0:.1f} s, slower than table speed ({1} s)</source>
        <translation>用时 {0:.1f} 秒，慢于牌桌速度（{1} 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="409"/>
        <source>Trainer</source>
        <translation>算分练习</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="410"/>
        <location filename="../window.py" line="444"/>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="411"/>
        <source>Level:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="412"/>
        <source>Topic:</source>
        <translation>题目：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="413"/>
        <source>Learner:</source>
        <translation>学习者：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="414"/>
        <source>Against the clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="416"/>
        <source>Each topic&apos;s table speed: the seconds a referee should answer in (riichi points: 20 s)</source>
        <translation>每个题目的牌桌速度：裁判应在几秒内答出（立直麻将点数：20 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="418"/>
        <source>Whose answers these are: each learner&apos;s progress is kept apart</source>
        <translation>这些答案属于谁：每位学习者的进度分开保存</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="422"/>
        <source>Every level</source>
        <translation>所有级别</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="426"/>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="427"/>
        <source>P&amp;rogress</source>
        <translation>进度(&amp;R)</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="428"/>
        <source>Check (Enter)</source>
        <translation>核对（Enter）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="429"/>
        <source>Next (Enter)</source>
        <translation>下一题（Enter）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="432"/>
        <source>Answers kept in {0}</source>
        <translation>答案保存在 {0}</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="432"/>
        <source>Answers kept for this session only</source>
        <translation>答案只在本次保留</translation>
    </message>
    <message>
        <location filename="../window.py" line="445"/>
        <source>Preset:</source>
        <translation>预设：</translation>
    </message>
    <message>
        <location filename="../window.py" line="446"/>
        <source>Load preset…</source>
        <translation>载入预设…</translation>
    </message>
    <message>
        <location filename="../window.py" line="447"/>
        <source>Load an edited preset file (TOML) for this rule set</source>
        <translation>为此规则载入编辑过的预设文件（TOML）</translation>
    </message>
    <message>
        <location filename="../window.py" line="448"/>
        <source>Save preset…</source>
        <translation>保存预设…</translation>
    </message>
    <message>
        <location filename="../window.py" line="450"/>
        <source>Save this rule set&apos;s options and item values as a preset file (TOML) to edit or load again</source>
        <translation>把本规则的选项和各项目的数值保存为预设文件（TOML），可以编辑或再次载入</translation>
    </message>
    <message>
        <location filename="../window.py" line="452"/>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="41"/>
        <source>Random (by the seed)</source>
        <translation>随机（按种子）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="42"/>
        <source>Swiss: by the standings, high against high</source>
        <translation>瑞士制：按排名，高分对高分</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="43"/>
        <source>Snake: the standings dealt across the tables</source>
        <translation>蛇形：按排名往返分到各桌</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="45"/>
        <source>Prescripted (a CSV file)</source>
        <translation>预定座位表（CSV 文件）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="44"/>
        <source>Fewest repeat meetings (one plan of every round left)</source>
        <translation>最少重复相遇（剩余各轮一次排定）</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="84"/>
        <source>Wins</source>
        <translation>和牌</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="86"/>
        <source>Dealt in</source>
        <translation>点炮</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="87"/>
        <source>Points a win</source>
        <translation>每次和牌得分</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="88"/>
        <source>Value a win</source>
        <translation>每次和牌番数</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="362"/>
        <source>Tournament</source>
        <translation>比赛</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="364"/>
        <source>Tournament:</source>
        <translation>比赛：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="365"/>
        <source>New tournament…</source>
        <translation>新建比赛…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="366"/>
        <source>New tournament</source>
        <translation>新建比赛</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="367"/>
        <source>Title</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="368"/>
        <source>Rounds:</source>
        <translation>轮数：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="369"/>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="377"/>
        <source>Equal on table points and score, ranked by:</source>
        <translation>标准分和比赛分都相同时，依次按：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="379"/>
        <source>then by:</source>
        <translation>其次按：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="384"/>
        <source>nothing more (they share the place)</source>
        <translation>不再比较（名次并列）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="390"/>
        <source>&amp;Players</source>
        <translation>选手(&amp;P)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="391"/>
        <source>&amp;Seating</source>
        <translation>排座(&amp;S)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="392"/>
        <source>&amp;Round in progress</source>
        <translation>本轮进行中(&amp;R)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="393"/>
        <source>S&amp;tandings</source>
        <translation>排名(&amp;T)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="394"/>
        <source>St&amp;atistics</source>
        <translation>统计(&amp;A)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="395"/>
        <source>&amp;Chart</source>
        <translation>图表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="398"/>
        <source>From every hand recorded at the players&apos; tables: hands played (wins and draws), wins, those self-drawn, wins dealt in, and a win&apos;s average points and value (fan, han or tai, as the rule set counts).</source>
        <translation>根据选手所在各桌记录的每一手牌：局数（和牌与流局）、和牌次数、其中自摸次数、点炮次数，以及每次和牌的平均得分与平均番数（按规则计番、翻或台）。</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="403"/>
        <source>Add a player</source>
        <translation>添加选手</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="404"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="406"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>EMA id</source>
        <translation>EMA 编号</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="407"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>WRC id</source>
        <translation>WRC 编号</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="408"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Substitute</source>
        <translation>替补</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="409"/>
        <source>Add the player</source>
        <translation>添加该选手</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="410"/>
        <source>Seat the next round</source>
        <translation>为下一轮排座</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="411"/>
        <source>Method:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="414"/>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="415"/>
        <source>The same seed gives the same seating</source>
        <translation>相同的种子得出相同的座位</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="416"/>
        <source>Schedule:</source>
        <translation>座位表：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="417"/>
        <source>a CSV file: round, table, then the players in seat order (East first)</source>
        <translation>CSV 文件：轮次、桌号，然后按座位顺序列出选手（东家在前）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="418"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="419"/>
        <source>Substitute:</source>
        <translation>替补：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="420"/>
        <source>Seat the substitute</source>
        <translation>让替补入座</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="421"/>
        <location filename="../window.py" line="455"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="422"/>
        <source>Even out the seat winds across rounds</source>
        <translation>各轮座位风向尽量均衡</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="424"/>
        <source>Each table&apos;s players in the seat order that evens out the winds each has had in the rounds before</source>
        <translation>每桌选手按能使各人此前各轮所坐风位均衡的顺序就座</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="426"/>
        <source>Tables of:</source>
        <translation>显示各桌：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="427"/>
        <source>Open the table&apos;s match sheet</source>
        <translation>打开该桌的比赛记分表</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="428"/>
        <location filename="../tournament_window.py" line="416"/>
        <source>Close the round</source>
        <translation>结束本轮</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="429"/>
        <source>Time called: close the round…</source>
        <translation>时间到：结束本轮…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="430"/>
        <source>Standings:</source>
        <translation>排名：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="433"/>
        <source>Export EMA CSV…</source>
        <translation>导出 EMA CSV…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="434"/>
        <source>Export results PDF…</source>
        <translation>导出成绩 PDF…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="436"/>
        <source>Every table of every round: its players in seat order, their table points and scores</source>
        <translation>每轮每桌：按座位顺序的选手及其标准分与比赛分</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="67"/>
        <source>table points</source>
        <translation>标准分</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="67"/>
        <source>score</source>
        <translation>比赛分</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="68"/>
        <source>Ranked by {0}.</source>
        <translation>排名顺序：{0}。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="68"/>
        <source>, then </source>
        <translation> → </translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="72"/>
        <source>A place marked = is shared: those players are equal on table points, score and every tiebreak.</source>
        <translation>名次后带 = 表示并列：这些选手的标准分、比赛分和每项同分决胜方式都相同。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="73"/>
        <source>A place marked = is shared: those players are equal on table points and score.</source>
        <translation>名次后带 = 表示并列：这些选手的标准分和比赛分都相同。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="178"/>
        <source>Export every table&apos;s result as PDF</source>
        <translation>将每桌成绩导出为 PDF</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="198"/>
        <source> (in play)</source>
        <translation>（进行中）</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="213"/>
        <source>Results: {0}</source>
        <translation>成绩：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="214"/>
        <source>{0} · every table of every round · printed {1}</source>
        <translation>{0} · 每轮每桌 · 打印于 {1}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Round</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="170"/>
        <source>Not created: a tournament needs a title.</source>
        <translation>未创建：比赛需要名称。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="177"/>
        <source>Not created: {0}</source>
        <translation>未创建：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="184"/>
        <source>Created: {0}</source>
        <translation>已创建：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="218"/>
        <source>No tournament yet: create one (New tournament…).</source>
        <translation>还没有比赛：请新建一个（新建比赛…）。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="229"/>
        <source>The tournament cannot be read: {0}</source>
        <translation>无法读取比赛：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="241"/>
        <source>{0} · {1} · {2} of {3} rounds seated</source>
        <translation>{0} · {1} · 已排座 {2} 轮（共 {3} 轮）</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="267"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="293"/>
        <source>Not added: choose or create a tournament first.</source>
        <translation>未添加：请先选择或新建比赛。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="305"/>
        <source>Not added: {0}</source>
        <translation>未添加：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="311"/>
        <source>Added: {0}. {1}</source>
        <translation>已添加：{0}. {1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="49"/>
        <source>{0} sits for {1}</source>
        <translation>{0} 替 {1} 入座</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="55"/>
        <source>Seat round {0}</source>
        <translation>为第 {0} 轮排座</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="55"/>
        <source>Every round is seated</source>
        <translation>所有轮次都已排座</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="73"/>
        <source>The prescripted seating</source>
        <translation>预定座位表</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="88"/>
        <source>Not seated: choose the schedule&apos;s CSV file.</source>
        <translation>未排座：请选择座位表的 CSV 文件。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="93"/>
        <source>Not seated: there is no file {0}.</source>
        <translation>未排座：没有文件 {0}。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="96"/>
        <source>Not seated: {0} cannot be read. {1}</source>
        <translation>未排座：无法读取 {0}。{1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="99"/>
        <source>Not seated: {0} is not a UTF-8 text file.</source>
        <translation>未排座：{0} 不是 UTF-8 文本文件。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="112"/>
        <source>Round {0} not seated: {1}</source>
        <translation>第 {0} 轮未排座：{1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="117"/>
        <source>Round {0} seated: {1} tables.</source>
        <translation>第 {0} 轮已排座：{1} 桌。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="126"/>
        <source>Round {0} ({1})</source>
        <translation>第 {0} 轮（{1}）</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="139"/>
        <location filename="../tournament_standings.py" line="215"/>
        <location filename="../tournament_window.py" line="322"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="165"/>
        <source>Repeat meetings up to round {0}: {1}.</source>
        <translation>截至第 {0} 轮的重复相遇：{1} 次。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="167"/>
        <source>Met before: {0}.</source>
        <translation>此前已相遇：{0}。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="83"/>
        <location filename="../tournament_window.py" line="322"/>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="322"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="390"/>
        <location filename="../tournament_window.py" line="335"/>
        <source>closed on time</source>
        <translation>已按时间结束</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="349"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="349"/>
        <source>playing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="403"/>
        <source>The match sheet opens from the main window: File &gt; Match sheet…, match {0}.</source>
        <translation>比赛记分表从主窗口打开：文件 &gt; 比赛记分表…，比赛 {0}。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="435"/>
        <source>Time is called for round {0}: the tables still playing ({1}) end as they stand. Close the round?</source>
        <translation>第 {0} 轮时间到：仍在进行的桌（{1}）按当前结果结束。结束本轮吗？</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="438"/>
        <source>Close round {0}? Its results then count in the standings.</source>
        <translation>结束第 {0} 轮吗？其结果随后计入排名。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="444"/>
        <source>Round {0} not closed: {1}</source>
        <translation>第 {0} 轮未结束：{1}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="447"/>
        <source>Round {0} closed.</source>
        <translation>第 {0} 轮已结束。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="43"/>
        <source>Live: the round in play as its tables stand</source>
        <translation>实时：进行中的一轮按各桌当前结果计</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="46"/>
        <source>After round {0}</source>
        <translation>第 {0} 轮后</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="80"/>
        <source>Hands won</source>
        <translation>和牌次数</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="81"/>
        <source>Average place</source>
        <translation>平均名次</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="145"/>
        <source>after round {0}</source>
        <translation>第 {0} 轮后</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="147"/>
        <source>live: round {0} in play, as its tables stand</source>
        <translation>实时：第 {0} 轮进行中，按各桌当前结果计</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="148"/>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="163"/>
        <source>Standings: {0}</source>
        <translation>排名：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="158"/>
        <source>{0} · {1} · printed {2}</source>
        <translation>{0} · {1} · 打印于 {2}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="175"/>
        <source>Export the standings as CSV</source>
        <translation>将排名导出为 CSV</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="176"/>
        <source>Export the standings as PDF</source>
        <translation>将排名导出为 PDF</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="177"/>
        <source>Export the EMA results CSV</source>
        <translation>导出 EMA 成绩 CSV</translation>
    </message>
    <message>
        <location filename="../window.py" line="458"/>
        <source>Start a new hand: the tiles, melds and flowers go, and how and where it was won goes back to the defaults; the rule set, preset and options stay</source>
        <translation>开始新的一手：清除牌、副露和花牌，和牌方式与场况恢复默认；规则、预设和选项保留</translation>
    </message>
    <message>
        <location filename="../window.py" line="462"/>
        <source>Copy hand</source>
        <translation>复制牌型</translation>
    </message>
    <message>
        <location filename="../window.py" line="463"/>
        <source>Copy breakdown</source>
        <translation>复制计分明细</translation>
    </message>
    <message>
        <location filename="../window.py" line="464"/>
        <source>Match sheet…</source>
        <translation>比赛记分表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="465"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../window.py" line="466"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../window.py" line="467"/>
        <source>Rules of this rule set…</source>
        <translation>本规则的番种与定义…</translation>
    </message>
    <message>
        <location filename="../window.py" line="468"/>
        <source>Points tables…</source>
        <translation>点数表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="473"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../window.py" line="474"/>
        <source>Keep a match&apos;s score sheet: record each hand as it is played</source>
        <translation>记录一场比赛的记分表：每打完一手就记下</translation>
    </message>
    <message>
        <location filename="../window.py" line="477"/>
        <source>Tournament…</source>
        <translation>比赛…</translation>
    </message>
    <message>
        <location filename="../window.py" line="478"/>
        <source>Store…</source>
        <translation>记录库…</translation>
    </message>
    <message>
        <location filename="../window.py" line="479"/>
        <source>Where the matches are kept: this computer&apos;s file, or the tournament&apos;s server</source>
        <translation>比赛记录保存在哪里：本机的文件，或比赛的服务器</translation>
    </message>
    <message>
        <location filename="../window.py" line="482"/>
        <source>Run a tournament: players, seating, the round in progress, standings</source>
        <translation>主持比赛：选手、排座、进行中的一轮、排名</translation>
    </message>
    <message>
        <location filename="../window.py" line="485"/>
        <source>Trainer…</source>
        <translation>算分练习…</translation>
    </message>
    <message>
        <location filename="../window.py" line="486"/>
        <source>Practice counting hands: each answer checked by the scorer and explained</source>
        <translation>练习算分：每个答案都由计分器核对并讲解</translation>
    </message>
    <message>
        <location filename="../window.py" line="489"/>
        <source>&amp;Waits</source>
        <translation>听牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../window.py" line="490"/>
        <source>&amp;Analysis</source>
        <translation>牌效分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../window.py" line="491"/>
        <source>Check a &amp;claim</source>
        <translation>核对申报(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="153"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="154"/>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="164"/>
        <source>Pick a tile</source>
        <translation>选一张牌</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="169"/>
        <location filename="../widgets/hand.py" line="171"/>
        <source>{0}: {1} left</source>
        <translation>{0}：剩 {1} 张</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="120"/>
        <source>Rules: {0}</source>
        <translation>规则：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="164"/>
        <source>Section</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="127"/>
        <source>Example hand</source>
        <translation>例牌</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="126"/>
        <source>Search by name or definition</source>
        <translation>按名称或定义搜索</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="224"/>
        <source>Value: {0} {1}</source>
        <translation>分值：{0} {1}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="235"/>
        <source>Not counted with it (it implies them or rules them out): {0}</source>
        <translation>与之同时不计（包含或排除）：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="238"/>
        <source>Not counted when one of these counts: {0}</source>
        <translation>以下任一成立时不计：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="250"/>
        <source>No example hand for this item yet.</source>
        <translation>此项目暂无例牌。</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="264"/>
        <location filename="../widgets/hand.py" line="282"/>
        <location filename="../widgets/hand.py" line="283"/>
        <source>winning tile</source>
        <translation>和牌张</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="418"/>
        <location filename="../widgets/hand.py" line="419"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：点击撤回</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="437"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：点击移除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="299"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 张；还差 {1} 张成和。Ctrl+点击选择副露的牌，右键查看更多。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="304"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌已齐；+ 后面的是和牌张（右键点击牌可更改）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="470"/>
        <source>Make winning tile</source>
        <translation>设为和牌张</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="474"/>
        <source>Select for a meld</source>
        <translation>选作副露</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="477"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="94"/>
        <source>declared</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="96"/>
        <source>winning tile here</source>
        <translation>和牌张在此组</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="98"/>
        <source>concealed</source>
        <translation>暗</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="219"/>
        <location filename="../widgets/results.py" line="221"/>
        <source>Table: {0}</source>
        <translation>计分表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="227"/>
        <source>No score: the hand box holds a mistake, so the tiles shown are not the hand typed. Fix the text or undo.</source>
        <translation>不计分：手牌框中有错误，所显示的牌不是输入的手牌。请修改文字或撤销。</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="235"/>
        <source>Cannot score: {0}</source>
        <translation>无法计分：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="241"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>已听牌：听 {0} 种牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="246"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>请添加牌：还差 {0} 张成和</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="89"/>
        <source>Answer, then press Enter: the verdict and the breakdown show here.</source>
        <translation>作答后按 Enter：判定与明细显示在这里。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="96"/>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="99"/>
        <source>Not right: {0} difference(s).</source>
        <translation>不对：{0} 处不同。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="101"/>
        <source>The answer: {0}</source>
        <translation>正确答案：{0}</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="119"/>
        <location filename="../widgets/results.py" line="270"/>
        <source>Pays: {0}; the winner receives {1}</source>
        <translation>支付：{0}；和牌者共得 {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="369"/>
        <source>← Back to the ready hand</source>
        <translation>← 回到听牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="371"/>
        <source>Waits: {0}</source>
        <translation>听牌：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="243"/>
        <location filename="../widgets/results.py" line="373"/>
        <source>Not ready: shanten {0}</source>
        <translation>未听牌：向听数 {0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="375"/>
        <source>Complete hand</source>
        <translation>牌已齐</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="377"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>差一张成和时显示听牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="98"/>
        <location filename="../rules_browser.py" line="164"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="100"/>
        <location filename="../rules_browser.py" line="164"/>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="100"/>
        <source>Value ({0})</source>
        <translation>{0}数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="214"/>
        <source>{0} (no win)</source>
        <translation>{0}（不能和牌）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="236"/>
        <source>Open the complete hand to read its breakdown (double-click or Enter)</source>
        <translation>打开这手和牌查看计分明细（双击或回车）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <source>Left</source>
        <translation>剩余</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <location filename="../widgets/analysis.py" line="163"/>
        <source>Discard win</source>
        <translation>点和</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="153"/>
        <source>Add item…</source>
        <translation>添加项目…</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="192"/>
        <source>{0}: “{1}” is not a whole number</source>
        <translation>{0}：“{1}”不是整数</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="198"/>
        <source>Claimed total</source>
        <translation>申报合计</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="199"/>
        <source>Winner receives</source>
        <translation>和牌者收取</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="216"/>
        <source>Claimed &amp;items:</source>
        <translation>申报项目(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="217"/>
        <source>names or ids, comma-separated</source>
        <translation>名称或 id，用逗号分隔</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="220"/>
        <source>Type what the player claims, in any of the four languages or by id; write a repeat as x2. Or pick items from the list.</source>
        <translation>输入玩家申报的项目，四种语言或 id 均可；重复的写作 x2。也可以从列表中选择。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="224"/>
        <source>Claimed &amp;total:</source>
        <translation>申报合计(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="225"/>
        <source>Winner &amp;receives:</source>
        <translation>和牌者收取(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="227"/>
        <source>optional</source>
        <translation>可不填</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="229"/>
        <source>Clear claim</source>
        <translation>清除申报</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="240"/>
        <source>Cannot read the claim: {0}</source>
        <translation>无法读取申报：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="244"/>
        <source>Enter what the player claims (items, total or amount) to check it against the score.</source>
        <translation>输入玩家的申报（项目、合计或收取金额），与计分核对。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="251"/>
        <source>No complete hand to check the claim against.</source>
        <translation>没有完整的和牌可以核对申报。</translation>
    </message>
    <message>
        <location filename="../export.py" line="223"/>
        <location filename="../export.py" line="324"/>
        <source>Match sheet: {0}</source>
        <translation>比赛记分表：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="225"/>
        <source>{0}, started {1}</source>
        <translation>{0}，开始于 {1}</translation>
    </message>
    <message>
        <location filename="../export.py" line="227"/>
        <source>Players: {0}</source>
        <translation>选手：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="230"/>
        <source>Match rules: {0}</source>
        <translation>对局规则：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="232"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../export.py" line="235"/>
        <location filename="../match_sheet.py" line="199"/>
        <source>{0}. {1}: {2}, table points {3}</source>
        <translation>{0}. {1}：{2}，标准分 {3}</translation>
    </message>
    <message>
        <location filename="../export.py" line="247"/>
        <location filename="../models/sheet.py" line="59"/>
        <location filename="../tournament_window.py" line="81"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../export.py" line="247"/>
        <location filename="../models/sheet.py" line="59"/>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../export.py" line="247"/>
        <location filename="../models/sheet.py" line="59"/>
        <source>What happened</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../export.py" line="270"/>
        <source>Total {0} {1}; pays: {2}</source>
        <translation>合计 {0} {1}；支付：{2}</translation>
    </message>
    <message>
        <location filename="../export.py" line="274"/>
        <source>The claim agreed.</source>
        <translation>申报与计分一致。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="30"/>
        <source>the hand on screen has no winning tile</source>
        <translation>屏幕上的手牌没有和牌张</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="286"/>
        <location filename="../match_station.py" line="255"/>
        <location filename="../models/sheet.py" line="61"/>
        <source>Player {0}</source>
        <translation>选手 {0}</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="81"/>
        <source>[kept, not sent] {0}</source>
        <translation>［已保留，未发送］{0}</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="93"/>
        <source>claim agreed</source>
        <translation>申报一致</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="95"/>
        <source>claim differed: {0}</source>
        <translation>申报不同：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="278"/>
        <source>Match sheet</source>
        <translation>比赛记分表</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="279"/>
        <source>Match:</source>
        <translation>比赛：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="280"/>
        <location filename="../tournament_layout.py" line="431"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="281"/>
        <location filename="../tournament_layout.py" line="432"/>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="282"/>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="283"/>
        <source>New match…</source>
        <translation>新比赛…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="284"/>
        <source>New match (player 1 is East in the first hand)</source>
        <translation>新比赛（选手 1 在第一手坐东）</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="287"/>
        <source>Start the match</source>
        <translation>开始比赛</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="293"/>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="294"/>
        <source>Show the hand</source>
        <translation>显示手牌</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="295"/>
        <source>Replace with the hand on screen</source>
        <translation>用屏幕上的手牌替换</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="296"/>
        <source>Add a winner of the same discard…</source>
        <translation>添加同一张牌的和牌者…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="299"/>
        <source>A double or triple ron: the hand on screen is the other winner&apos;s, written into the selected ron&apos;s entry as its next revision</source>
        <translation>一炮多响：屏幕上的手牌是另一位和牌者的，写入所选点和记录，作为其下一个版本</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="303"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="304"/>
        <source>why the entry is changed or deleted (kept in its history)</source>
        <translation>修改或删除的原因（保存在历史中）</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="305"/>
        <source>A win: the hand on screen</source>
        <translation>和牌：屏幕上的手牌</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="306"/>
        <source>Winner:</source>
        <translation>和牌者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="307"/>
        <source>Discarder:</source>
        <translation>点炮者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="308"/>
        <source>Record the win</source>
        <translation>记录和牌</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="309"/>
        <source>A draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="310"/>
        <source>Record the draw</source>
        <translation>记录荒庄</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="311"/>
        <source>A penalty</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="312"/>
        <source>Offender:</source>
        <translation>犯规者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="313"/>
        <source>Penalty:</source>
        <translation>罚则：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="314"/>
        <source>Points:</source>
        <translation>分数：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="315"/>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="316"/>
        <source>Record the penalty</source>
        <translation>记录罚分</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="317"/>
        <source>This hand</source>
        <translation>本手</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="318"/>
        <location filename="../tournament_layout.py" line="363"/>
        <source>Store: {0}</source>
        <translation>记录库：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="319"/>
        <source>Keep scoring offline</source>
        <translation>离线继续记分</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="322"/>
        <source>The entries are kept on this computer and sent when the server is back; one the server&apos;s sheet no longer fits is shown as a conflict, never written over</source>
        <translation>记录保留在本机，服务器恢复后发送；与服务器记分表不再相符的记录显示为冲突，绝不覆盖</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="327"/>
        <source>Send kept entries</source>
        <translation>发送保留的记录</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="96"/>
        <source>(no match)</source>
        <translation>（无比赛）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="142"/>
        <source>Match started: {0}</source>
        <translation>比赛开始：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="63"/>
        <location filename="../match_sheet.py" line="188"/>
        <source>The match is over.</source>
        <translation>比赛已结束。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="192"/>
        <source>Next hand: {0} ({1}).</source>
        <translation>下一手：{0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="195"/>
        <source>{0} · hands played: {1}. {2}</source>
        <translation>{0} · 已打 {1} 手。{2}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="288"/>
        <source>nobody: self-drawn</source>
        <translation>无：自摸</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="296"/>
        <source>{0} ready</source>
        <translation>{0} 听牌</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="299"/>
        <source>Exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="299"/>
        <source>the wall ran out with no win</source>
        <translation>牌墙摸完，无人和牌</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="67"/>
        <source>The sheet was changed by another program or window; the next hand is now {0}. Nothing was recorded: check the hand&apos;s seat, round and score, then record again.</source>
        <translation>记分表已被其他程序或窗口修改；下一盘现在是 {0}。未记录任何内容：请检查这手牌的门风、圈风和得分，然后再次记录。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="134"/>
        <source>The winner cannot be the discarder: choose “nobody: self-drawn” for a self-drawn win.</source>
        <translation>和牌者不能是点炮者：自摸请选“无：自摸”。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="116"/>
        <source>The window is on {0}, the match is played under {1}: switch the rule set first.</source>
        <translation>窗口用的是{0}，比赛用的是{1}：请先切换规则。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="153"/>
        <source>The seat and round were set from the sheet, and the score on screen changed. Nothing was recorded: check the score, then record again.</source>
        <translation>已按记分表设定门风与圈风，屏幕上的得分随之改变。未记录任何内容：请检查得分，然后再次记录。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="88"/>
        <source>Kept on this computer as entry {0}{1}: the server cannot be reached; it is sent when the server is back.</source>
        <translation>已在本机保留为记录 {0}{1}：无法连接服务器；服务器恢复后发送。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="98"/>
        <location filename="../match_station.py" line="130"/>
        <source>Not recorded: {0}</source>
        <translation>未记录：{0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="107"/>
        <source>Keep scoring offline: the entries are kept on this computer and sent when the server is back.</source>
        <translation>可离线继续记分：记录保留在本机，服务器恢复后发送。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="151"/>
        <source>The server still cannot be reached: {0} entries stay kept on this computer.</source>
        <translation>仍无法连接服务器：{0} 条记录继续保留在本机。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="160"/>
        <source>Sent {0} kept entries to the server.</source>
        <translation>已向服务器发送 {0} 条保留的记录。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="163"/>
        <source>{0} could not be sent (conflicts, shown below): a referee records what is right on the server&apos;s sheet.</source>
        <translation>{0} 条无法发送（冲突，见下方）：请裁判在服务器的记分表上记录正确的内容。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="173"/>
        <source>Offline, only new entries are kept: change or delete entries when the server is back (Send kept entries).</source>
        <translation>离线时只能保留新记录：请在服务器恢复后修改或删除记录（发送保留的记录）。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="195"/>
        <source>Offline: {0} entries kept on this computer, not sent yet.</source>
        <translation>离线：{0} 条记录保留在本机，尚未发送。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="210"/>
        <source>Conflict, not sent (kept entry {0}, match {1}, made {2}): {3}</source>
        <translation>冲突，未发送（保留的记录 {0}，比赛 {1}，记录于 {2}）：{3}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="219"/>
        <source>Drop…</source>
        <translation>作废…</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="223"/>
        <source>Once a referee has recorded what is right on the server&apos;s sheet: this entry is not sent; it stays in this computer&apos;s station file, marked dropped</source>
        <translation>裁判已在服务器的记分表上记下正确结果后使用：此记录不发送；它仍留在本机的工作站文件中，标记为已作废</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="262"/>
        <source>a win of {0}, self-drawn: {1}</source>
        <translation>{0} 自摸和牌：{1}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="264"/>
        <source>a win of {0} on {1}&apos;s discard: {2}</source>
        <translation>{0} 和 {1} 打出的牌：{2}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="274"/>
        <source>a draw</source>
        <translation>荒庄</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="274"/>
        <source>a penalty</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="275"/>
        <source>match {0} ({1})</source>
        <translation>比赛 {0}（{1}）</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="275"/>
        <source>match {0}</source>
        <translation>比赛 {0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="276"/>
        <source>kept entry {0}, made {1}: {2}; {3}</source>
        <translation>保留的记录 {0}（记录于 {1}）：{2}；{3}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="289"/>
        <location filename="../match_station.py" line="312"/>
        <source>Not dropped: {0}</source>
        <translation>未作废：{0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="293"/>
        <source>Not dropped: kept entry {0} is not a conflict of this station.</source>
        <translation>未作废：保留的记录 {0} 不是本工作站的冲突。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="296"/>
        <source>Drop {0}?

Do this once a referee has recorded what is right on the server&apos;s sheet. The entry is never sent; it stays in this computer&apos;s station file ({1}), marked dropped.</source>
        <translation>作废{0}？

请在裁判已在服务器的记分表上记下正确结果后再作废。此记录不会发送；它仍留在本机的工作站文件（{1}）中，标记为已作废。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="301"/>
        <source>Drop a conflict</source>
        <translation>作废冲突</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="316"/>
        <source>Kept entry {0} dropped: it stays in this computer&apos;s station file, marked dropped.</source>
        <translation>保留的记录 {0} 已作废：它仍留在本机的工作站文件中，标记为已作废。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="178"/>
        <source> (seat and round set from the sheet)</source>
        <translation>（门风与圈风按记分表设定）</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="84"/>
        <source>Recorded as entry {0}{1}.</source>
        <translation>已记录为第 {0} 条{1}。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="270"/>
        <source>Not deleted: {0}</source>
        <translation>未删除：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="274"/>
        <source>Entry {0} deleted; its history is kept.</source>
        <translation>第 {0} 条已删除；历史保留。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="283"/>
        <source>Select a win to replace.</source>
        <translation>请选择要替换的和牌。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="303"/>
        <location filename="../match_entries.py" line="412"/>
        <source>Not changed: {0}</source>
        <translation>未修改：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="308"/>
        <source>Entry {0} is now revision {1}; the earlier one is kept in its history.</source>
        <translation>第 {0} 条现为第 {1} 版；之前的版本保存在历史中。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="316"/>
        <source>Select a win on a discard (a ron) to add a winner of the same discard.</source>
        <translation>请选择一条点和（荣和）记录，以添加同一张牌的和牌者。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="332"/>
        <source>Add a winner of the same discard</source>
        <translation>添加同一张牌的和牌者</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="336"/>
        <source>Entry {0}: who else won on {1}&apos;s discard? Their hand is the one on the main window, scored at the entry&apos;s place.</source>
        <translation>记录 {0}：还有谁和了 {1} 打出的牌？其手牌为主窗口上的手牌，按该记录的位置计分。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="378"/>
        <source>another winner of the same discard added</source>
        <translation>添加了同一张牌的另一位和牌者</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="420"/>
        <source>Entry {0} is now revision {1}, with {2} winners of the same discard; the earlier one is kept in its history.</source>
        <translation>记录 {0} 现为第 {1} 版，同一张牌有 {2} 位和牌者；之前的版本保留在其历史中。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>win</source>
        <translation>和牌</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>draw</source>
        <translation>荒庄</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>penalty</source>
        <translation>罚分</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="473"/>
        <source>revision {0}, {1}: {2}{3}</source>
        <translation>第 {0} 版，{1}：{2}{3}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="484"/>
        <source>History of entry {0}</source>
        <translation>第 {0} 条的历史</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="428"/>
        <source>Export the match as CSV</source>
        <translation>将比赛导出为 CSV</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="428"/>
        <location filename="../tournament_seating.py" line="73"/>
        <location filename="../tournament_standings.py" line="175"/>
        <location filename="../tournament_standings.py" line="177"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="107"/>
        <source>Not written: {0}. {1}</source>
        <translation>未写入：{0}。{1}</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="109"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="103"/>
        <source>Written: {0}</source>
        <translation>已写入：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="441"/>
        <source>Export the match as PDF</source>
        <translation>将比赛导出为 PDF</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="81"/>
        <location filename="../store_window.py" line="82"/>
        <source>The disk is full.</source>
        <translation>磁盘已满。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="83"/>
        <location filename="../store_window.py" line="84"/>
        <source>Permission denied.</source>
        <translation>没有写入权限。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="85"/>
        <source>The disk is read-only.</source>
        <translation>磁盘是只读的。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="86"/>
        <source>The folder does not exist.</source>
        <translation>文件夹不存在。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="87"/>
        <source>That is a folder.</source>
        <translation>那是一个文件夹。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="89"/>
        <source>The file could not be written.</source>
        <translation>无法写入文件。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="181"/>
        <source>Choose a match, or start one: the players&apos; names, then Start the match.</source>
        <translation>选择一场比赛，或输入各位选手的名字后点“开始比赛”。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="441"/>
        <location filename="../tournament_standings.py" line="176"/>
        <location filename="../tournament_standings.py" line="178"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ref_tables.py" line="43"/>
        <source>Points tables: {0}</source>
        <translation>点数表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Shanten</source>
        <translation>向听数</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Tiles</source>
        <translation>张数</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Improving tiles</source>
        <translation>进张</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="102"/>
        <source>as it stands</source>
        <translation>现有手牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="104"/>
        <source>Ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="121"/>
        <source>Open the hand after this discard (double-click or Enter)</source>
        <translation>打开打出此牌后的手牌（双击或回车）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="132"/>
        <source>Furiten</source>
        <translation>振听</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="147"/>
        <source>Self-draw only: {0}</source>
        <translation>只能自摸：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="157"/>
        <source>{0}: {1} unseen ({2})</source>
        <translation>{0}：还剩 {1} 张（{2}）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="269"/>
        <source>The hand box holds a mistake: this is the analysis of the last valid hand</source>
        <translation>手牌框中的输入有误：下面是上一手有效手牌的分析</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="420"/>
        <source>Ready, but none of the {0} tiles that complete the hand wins: see the notes</source>
        <translation>听牌，但能凑成和牌形的 {0} 张都不能和：见备注</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="425"/>
        <source>Ready: {0} tiles complete the hand, {1} of them can win</source>
        <translation>听牌：{0} 张能凑成和牌形，其中 {1} 张可和</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="85"/>
        <location filename="../widgets/analysis.py" line="163"/>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="270"/>
        <location filename="../widgets/analysis.py" line="315"/>
        <source>Seen on the table:</source>
        <translation>场上已出的牌：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="271"/>
        <source>other discards and melds, e.g. 1m1m9p</source>
        <translation>他家弃牌与副露，如 1m1m9p</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="272"/>
        <location filename="../widgets/analysis.py" line="316"/>
        <source>Own discards:</source>
        <translation>自己的弃牌：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="273"/>
        <source>for furiten, e.g. 4s7s</source>
        <translation>用于判断振听，如 4s7s</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="328"/>
        <source>The analysis takes a hand of {0} or {1} tiles before its discard</source>
        <translation>牌效分析需要 {0} 张或打牌前的 {1} 张手牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="370"/>
        <source>Complete hand: the discards below keep it one tile away</source>
        <translation>已和牌：下列打法各自打出后仍差一张</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="417"/>
        <source>Ready: {0} tiles can win</source>
        <translation>听牌：还有 {0} 张可和</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="375"/>
        <source>Shanten {0}: best first, by shanten, then tiles, then value</source>
        <translation>向听数 {0}：按向听数、进张数、期望值排序，最佳在前</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="318"/>
        <source>Page {0} of {1}: place {2}</source>
        <translation>第 {0}/{1} 页：第 {2} 名</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="318"/>
        <source>Page {0} of {1}: places {2}–{3}</source>
        <translation>第 {0}/{1} 页：第 {2}–{3} 名</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="320"/>
        <source>(paused)</source>
        <translation>（已暂停）</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="379"/>
        <source>The store cannot be read: {0}</source>
        <translation>无法读取记录库：{0}</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="386"/>
        <location filename="../tournament_seating.py" line="154"/>
        <location filename="../tournament_window.py" line="330"/>
        <source>No round seated yet.</source>
        <translation>尚未安排任何一轮的座位。</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="392"/>
        <location filename="../tournament_window.py" line="335"/>
        <source>closed</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="394"/>
        <location filename="../tournament_window.py" line="337"/>
        <source>{0} of {1} tables finished</source>
        <translation>{1} 桌中已完成 {0} 桌</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="396"/>
        <location filename="../tournament_window.py" line="339"/>
        <source>Round {0} of {1}: {2}</source>
        <translation>第 {0} 轮（共 {1} 轮）：{2}</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="84"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="85"/>
        <location filename="../tournament_standings.py" line="215"/>
        <location filename="../tournament_window.py" line="82"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_layout.py" line="405"/>
        <location filename="../tournament_standings.py" line="86"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="87"/>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Table points</source>
        <translation>标准分</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="88"/>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Score</source>
        <translation>比赛分</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="90"/>
        <source>Played</source>
        <translation>已赛场数</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="217"/>
        <location filename="../standings_board.py" line="421"/>
        <source>Time!</source>
        <translation>时间到！</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="210"/>
        <location filename="../window_opens.py" line="77"/>
        <source>Store</source>
        <translation>记录库</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="213"/>
        <source>Where the match sheets, the tournament window and the standings board keep the matches. A scoring station of a tournament uses the tournament&apos;s server.</source>
        <translation>记分表、比赛窗口和排名板保存比赛记录的地方。比赛的记分工作站使用比赛的服务器。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="220"/>
        <source>The environment variable MJSCORE_STORE names the store {0}: the windows use it, whatever is chosen here.</source>
        <translation>环境变量 MJSCORE_STORE 指定了记录库 {0}：无论这里选择什么，各窗口都使用它。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="225"/>
        <source>This computer&apos;s file: {0}</source>
        <translation>本机的文件：{0}</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="226"/>
        <source>A server (PostgreSQL):</source>
        <translation>服务器（PostgreSQL）：</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="228"/>
        <source>Test the connection</source>
        <translation>测试连接</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="251"/>
        <source>A server&apos;s address starts with postgresql://, like postgresql://table1:PASSWORD@192.168.1.10/event</source>
        <translation>服务器地址以 postgresql:// 开头，例如 postgresql://table1:PASSWORD@192.168.1.10/event</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="256"/>
        <source>Connecting to {0}…</source>
        <translation>正在连接 {0}…</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="262"/>
        <source>Connected to {0}.</source>
        <translation>已连接 {0}。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="280"/>
        <source>The store cannot be used: {0}</source>
        <translation>无法使用记录库：{0}</translation>
    </message>
    <message>
        <location filename="../glyphs.py" line="77"/>
        <source>No font on this computer draws {0} (in {1}): it shows as a box, and a PDF or printout of it is refused. Install a font that has it (on Debian or Ubuntu: fonts-noto-cjk).</source>
        <translation>这台电脑上没有字体能显示 {0}（见于 {1}）：它会显示成方框，其 PDF 或打印也会被拒绝。请安装包含它的字体（Debian、Ubuntu：fonts-noto-cjk）。</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="288"/>
        <source>Entries</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="289"/>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="291"/>
        <source>Each player&apos;s running total after every entry; a ring marks the dealer&apos;s hands</source>
        <translation>每位玩家在每条记录后的累计得分；圆圈标出庄家的牌局</translation>
    </message>
    <message>
        <location filename="../export.py" line="252"/>
        <source>Running totals</source>
        <translation>累计得分</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="86"/>
        <source>Han</source>
        <translation>番</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="87"/>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="88"/>
        <source>Points paid</source>
        <translation>支付点数</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="89"/>
        <source>Points received</source>
        <translation>所得点数</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="90"/>
        <source>Total ({0})</source>
        <translation>总数（{0}）</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="90"/>
        <source>Total</source>
        <translation>总数</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="91"/>
        <source>Reaches the minimum?</source>
        <translation>达到起和番？</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="92"/>
        <source>Items (optional)</source>
        <translation>番种（可选）</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="93"/>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="109"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="110"/>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="136"/>
        <source>the items, separated by commas, in the claim tab&apos;s words</source>
        <translation>番种，用逗号分开，写法与核对申报页相同</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="161"/>
        <source>No question yet: choose a topic and press Next.</source>
        <translation>还没有题目：请选择题目后按“下一题”。</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="169"/>
        <source>Field “{0}” is not answered: choose Yes or No.</source>
        <translation>字段“{0}”未作答：请选择 是 或 否。</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="177"/>
        <source>Field “{0}” is empty: {1}</source>
        <translation>字段“{0}”为空：{1}</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="180"/>
        <source>Field “{0}”: “{1}” is not one number: {2}</source>
        <translation>字段“{0}”：“{1}”不是一个数：{2}</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="200"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="54"/>
        <source>Accuracy per topic (%), all answers up to each day</source>
        <translation>各题目正确率（%），截至每天的全部作答</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="56"/>
        <source>Line chart of the accuracy of {0} topic(s) over {1} day(s). Now: {2}.</source>
        <translation>折线图：{0} 个题目在 {1} 天中的正确率。现在：{2}。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="87"/>
        <source>{0}: {1:.1f} s (table speed {2:g} s)</source>
        <translation>{0}：{1:.1f} 秒（牌桌速度 {2:g} 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="170"/>
        <source>No answers yet for this rule set: answer a few questions and come back.</source>
        <translation>这套规则还没有作答：先答几题再来看。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="177"/>
        <source>{0} answer(s), {1} right ({2:.0%}). Topics in Leitner box 1 are asked again soonest.</source>
        <translation>作答 {0} 题，答对 {1} 题（{2:.0%}）。莱特纳盒 1 中的题目最先再问。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="187"/>
        <source>Median time per topic (s); the tick: table speed</source>
        <translation>各题目用时中位数（秒）；竖线：牌桌速度</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Topic</source>
        <translation>题目</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Answered</source>
        <translation>作答</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Right</source>
        <translation>答对</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Accuracy</source>
        <translation>正确率</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Median s</source>
        <translation>中位秒数</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Box</source>
        <translation>盒</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="200"/>
        <source>{0}: {1} of {2} right, median {3:.1f} s</source>
        <translation>{0}：{2} 题答对 {1} 题，中位 {3:.1f} 秒</translation>
    </message>
</context>
</TS>
