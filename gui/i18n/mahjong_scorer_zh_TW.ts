<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="224"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} 的四張牌已全部在手中</translation>
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
        <translation>{0} 沒有花牌</translation>
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
        <translation>和牌張 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="335"/>
        <source>no room for another meld</source>
        <translation>沒有空間再副露</translation>
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
        <translation>牌已齊：請先移除一張（槓只算三張：選取它的四張牌後宣告為槓）</translation>
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
        <translation>設定 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="407"/>
        <source>preset {0}</source>
        <translation>預設 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="436"/>
        <source>rules {0}</source>
        <translation>規則 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="448"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} 沒有赤牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="455"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 張：{1} 最多 {2} 張</translation>
    </message>
    <message>
        <location filename="../state.py" line="460"/>
        <source>mark the winning tile with +</source>
        <translation>請用 + 標出和牌張</translation>
    </message>
    <message>
        <location filename="../state.py" line="463"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>含和牌張，{0} 的手牌為 {1} 張，此手為 {2} 張</translation>
    </message>
    <message>
        <location filename="../state.py" line="470"/>
        <location filename="../state.py" line="515"/>
        <source>type hand</source>
        <translation>輸入牌型</translation>
    </message>
    <message>
        <location filename="../state.py" line="486"/>
        <source>open the wait {0}</source>
        <translation>打開聽牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="491"/>
        <source>back to the ready hand</source>
        <translation>回到聽牌</translation>
    </message>
    <message>
        <location filename="../state.py" line="505"/>
        <source>show a recorded hand</source>
        <translation>顯示記錄的手牌</translation>
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
        <translation>輸入牌型，例如 123m456p789s1z [777z] +1z</translation>
    </message>
    <message>
        <location filename="../widgets/notation.py" line="176"/>
        <source>Not applied: {0}</source>
        <translation>未套用：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="156"/>
        <source>Opened the hand after that discard: Undo (Ctrl+Z) goes back</source>
        <translation>已打開打出該牌後的手牌：復原（Ctrl+Z）可返回</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="147"/>
        <source>Load a preset file</source>
        <translation>載入預設檔案</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="147"/>
        <location filename="../window_toolbar.py" line="196"/>
        <source>Preset files (*.toml);;All files (*)</source>
        <translation>預設檔案 (*.toml);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="164"/>
        <source>Cannot load the preset file</source>
        <translation>無法載入預設檔案</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="165"/>
        <source>The preset file was not loaded: {0}
The presets already in use stay as they are.</source>
        <translation>預設檔案未載入：{0}
正在使用的預設保持不變。</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="196"/>
        <source>Save the options as a preset file</source>
        <translation>把選項儲存為預設檔案</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="224"/>
        <source>Cannot save the preset file</source>
        <translation>無法儲存預設檔案</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="225"/>
        <source>The preset file was not saved: {0}</source>
        <translation>預設檔案沒有儲存：{0}</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="234"/>
        <source>Saved the options as the preset file {0}</source>
        <translation>已把選項儲存為預設檔案 {0}</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="248"/>
        <source>(not built yet)</source>
        <translation>（尚未實作）</translation>
    </message>
    <message>
        <location filename="../state.py" line="408"/>
        <location filename="../window_toolbar.py" line="254"/>
        <source>defaults</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="256"/>
        <source>No preset: every rule option at its default value</source>
        <translation>不套用預設：每個規則選項都取預設值</translation>
    </message>
    <message>
        <location filename="../window.py" line="320"/>
        <source>The hand box holds text that cannot be read: correct it, or press Ctrl+Z in it to go back to the tiles shown</source>
        <translation>手牌框中的文字無法讀取：請改正，或在框中按 Ctrl+Z 回到顯示的牌</translation>
    </message>
    <message>
        <location filename="../window.py" line="334"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../window.py" line="334"/>
        <source>Undo {0}</source>
        <translation>復原：{0}</translation>
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
        <translation>未套用：這是最後一次能讀取的手牌</translation>
    </message>
    <message>
        <location filename="../window_opens.py" line="117"/>
        <source>The windows now use the store {0}.</source>
        <translation>各視窗現在使用記錄庫 {0}。</translation>
    </message>
    <message>
        <location filename="../window.py" line="443"/>
        <source>Mahjong Scorer</source>
        <translation>麻將計分器</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="227"/>
        <source>Mixed: the topic due soonest</source>
        <translation>混合：最該複習的題目</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="257"/>
        <source>Field “{0}” is empty: give the learner&apos;s name.</source>
        <translation>欄位「{0}」為空：請填寫學習者名稱。</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="257"/>
        <source>Learner</source>
        <translation>學習者</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="293"/>
        <source>{0} · seed {1}</source>
        <translation>{0} · 種子 {1}</translation>
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
        <translation>用時 {0:.1f} 秒，達到牌桌速度（{1} 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="362"/>
        <source>{0:.1f} s, slower than table speed ({1} s)</source>
        <translation>用時 {0:.1f} 秒，慢於牌桌速度（{1} 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="409"/>
        <source>Trainer</source>
        <translation>算分練習</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="410"/>
        <location filename="../window.py" line="444"/>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="411"/>
        <source>Level:</source>
        <translation>級別：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="412"/>
        <source>Topic:</source>
        <translation>題目：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="413"/>
        <source>Learner:</source>
        <translation>學習者：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="414"/>
        <source>Against the clock</source>
        <translation>計時</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="416"/>
        <source>Each topic&apos;s table speed: the seconds a referee should answer in (riichi points: 20 s)</source>
        <translation>每個題目的牌桌速度：裁判應在幾秒內答出（立直麻將點數：20 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="418"/>
        <source>Whose answers these are: each learner&apos;s progress is kept apart</source>
        <translation>這些答案屬於誰：每位學習者的進度分開保存</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="422"/>
        <source>Every level</source>
        <translation>所有級別</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="426"/>
        <source>&amp;Practice</source>
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="427"/>
        <source>P&amp;rogress</source>
        <translation>進度(&amp;R)</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="428"/>
        <source>Check (Enter)</source>
        <translation>核對（Enter）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="429"/>
        <source>Next (Enter)</source>
        <translation>下一題（Enter）</translation>
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
        <translation>預設：</translation>
    </message>
    <message>
        <location filename="../window.py" line="446"/>
        <source>Load preset…</source>
        <translation>載入預設…</translation>
    </message>
    <message>
        <location filename="../window.py" line="447"/>
        <source>Load an edited preset file (TOML) for this rule set</source>
        <translation>為此規則載入編輯過的預設檔案（TOML）</translation>
    </message>
    <message>
        <location filename="../window.py" line="448"/>
        <source>Save preset…</source>
        <translation>儲存預設…</translation>
    </message>
    <message>
        <location filename="../window.py" line="450"/>
        <source>Save this rule set&apos;s options and item values as a preset file (TOML) to edit or load again</source>
        <translation>把本規則的選項和各項目的數值儲存為預設檔案（TOML），可以編輯或再次載入</translation>
    </message>
    <message>
        <location filename="../window.py" line="452"/>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="41"/>
        <source>Random (by the seed)</source>
        <translation>隨機（按種子）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="42"/>
        <source>Swiss: by the standings, high against high</source>
        <translation>瑞士制：按排名，高分對高分</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="43"/>
        <source>Snake: the standings dealt across the tables</source>
        <translation>蛇形：按排名往返分到各桌</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="45"/>
        <source>Prescripted (a CSV file)</source>
        <translation>預定座位表（CSV 檔案）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="44"/>
        <source>Fewest repeat meetings (one plan of every round left)</source>
        <translation>最少重複相遇（剩餘各輪一次排定）</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="84"/>
        <source>Wins</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="86"/>
        <source>Dealt in</source>
        <translation>放槍</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="87"/>
        <source>Points a win</source>
        <translation>每次胡牌得分</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="88"/>
        <source>Value a win</source>
        <translation>每次胡牌番（台）數</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="362"/>
        <source>Tournament</source>
        <translation>比賽</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="364"/>
        <source>Tournament:</source>
        <translation>比賽：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="365"/>
        <source>New tournament…</source>
        <translation>新建比賽…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="366"/>
        <source>New tournament</source>
        <translation>新建比賽</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="367"/>
        <source>Title</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="368"/>
        <source>Rounds:</source>
        <translation>輪數：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="369"/>
        <source>Create</source>
        <translation>建立</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="377"/>
        <source>Equal on table points and score, ranked by:</source>
        <translation>標準分和比賽分都相同時，依次按：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="379"/>
        <source>then by:</source>
        <translation>其次按：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="384"/>
        <source>nothing more (they share the place)</source>
        <translation>不再比較（名次並列）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="390"/>
        <source>&amp;Players</source>
        <translation>選手(&amp;P)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="391"/>
        <source>&amp;Seating</source>
        <translation>排座(&amp;S)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="392"/>
        <source>&amp;Round in progress</source>
        <translation>本輪進行中(&amp;R)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="393"/>
        <source>S&amp;tandings</source>
        <translation>排名(&amp;T)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="394"/>
        <source>St&amp;atistics</source>
        <translation>統計(&amp;A)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="395"/>
        <source>&amp;Chart</source>
        <translation>圖表(&amp;C)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="398"/>
        <source>From every hand recorded at the players&apos; tables: hands played (wins and draws), wins, those self-drawn, wins dealt in, and a win&apos;s average points and value (fan, han or tai, as the rule set counts).</source>
        <translation>根據選手所在各桌記錄的每一手牌：局數（胡牌與流局）、胡牌次數、其中自摸次數、放槍次數，以及每次胡牌的平均得分與平均番數（按規則計番、翻或台）。</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="403"/>
        <source>Add a player</source>
        <translation>新增選手</translation>
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
        <translation>EMA 編號</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="407"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>WRC id</source>
        <translation>WRC 編號</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="408"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Substitute</source>
        <translation>替補</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="409"/>
        <source>Add the player</source>
        <translation>新增該選手</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="410"/>
        <source>Seat the next round</source>
        <translation>為下一輪排座</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="411"/>
        <source>Method:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="414"/>
        <source>Seed:</source>
        <translation>種子：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="415"/>
        <source>The same seed gives the same seating</source>
        <translation>相同的種子得出相同的座位</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="416"/>
        <source>Schedule:</source>
        <translation>座位表：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="417"/>
        <source>a CSV file: round, table, then the players in seat order (East first)</source>
        <translation>CSV 檔案：輪次、桌號，然後按座位順序列出選手（東家在前）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="418"/>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="419"/>
        <source>Substitute:</source>
        <translation>替補：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="420"/>
        <source>Seat the substitute</source>
        <translation>讓替補入座</translation>
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
        <translation>各輪座位風向盡量均衡</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="424"/>
        <source>Each table&apos;s players in the seat order that evens out the winds each has had in the rounds before</source>
        <translation>每桌選手按能使各人此前各輪所坐風位均衡的順序就座</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="426"/>
        <source>Tables of:</source>
        <translation>顯示各桌：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="427"/>
        <source>Open the table&apos;s match sheet</source>
        <translation>開啟該桌的比賽記分表</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="428"/>
        <location filename="../tournament_window.py" line="416"/>
        <source>Close the round</source>
        <translation>結束本輪</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="429"/>
        <source>Time called: close the round…</source>
        <translation>時間到：結束本輪…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="430"/>
        <source>Standings:</source>
        <translation>排名：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="433"/>
        <source>Export EMA CSV…</source>
        <translation>匯出 EMA CSV…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="434"/>
        <source>Export results PDF…</source>
        <translation>匯出成績 PDF…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="436"/>
        <source>Every table of every round: its players in seat order, their table points and scores</source>
        <translation>每輪每桌：按座位順序的選手及其標準分與比賽分</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="67"/>
        <source>table points</source>
        <translation>標準分</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="67"/>
        <source>score</source>
        <translation>比賽分</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="68"/>
        <source>Ranked by {0}.</source>
        <translation>排名順序：{0}。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="68"/>
        <source>, then </source>
        <translation> → </translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="72"/>
        <source>A place marked = is shared: those players are equal on table points, score and every tiebreak.</source>
        <translation>名次後帶 = 表示並列：這些選手的標準分、比賽分和每項同分決勝方式都相同。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="73"/>
        <source>A place marked = is shared: those players are equal on table points and score.</source>
        <translation>名次後帶 = 表示並列：這些選手的標準分和比賽分都相同。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="178"/>
        <source>Export every table&apos;s result as PDF</source>
        <translation>將每桌成績匯出為 PDF</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="198"/>
        <source> (in play)</source>
        <translation>（進行中）</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="213"/>
        <source>Results: {0}</source>
        <translation>成績：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="214"/>
        <source>{0} · every table of every round · printed {1}</source>
        <translation>{0} · 每輪每桌 · 列印於 {1}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Round</source>
        <translation>輪</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="170"/>
        <source>Not created: a tournament needs a title.</source>
        <translation>未建立：比賽需要名稱。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="177"/>
        <source>Not created: {0}</source>
        <translation>未建立：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="184"/>
        <source>Created: {0}</source>
        <translation>已建立：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="218"/>
        <source>No tournament yet: create one (New tournament…).</source>
        <translation>還沒有比賽：請新建一個（新建比賽…）。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="229"/>
        <source>The tournament cannot be read: {0}</source>
        <translation>無法讀取比賽：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="241"/>
        <source>{0} · {1} · {2} of {3} rounds seated</source>
        <translation>{0} · {1} · 已排座 {2} 輪（共 {3} 輪）</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="267"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="293"/>
        <source>Not added: choose or create a tournament first.</source>
        <translation>未新增：請先選擇或新建比賽。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="305"/>
        <source>Not added: {0}</source>
        <translation>未新增：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="311"/>
        <source>Added: {0}. {1}</source>
        <translation>已新增：{0}. {1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="49"/>
        <source>{0} sits for {1}</source>
        <translation>{0} 替 {1} 入座</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="55"/>
        <source>Seat round {0}</source>
        <translation>為第 {0} 輪排座</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="55"/>
        <source>Every round is seated</source>
        <translation>所有輪次都已排座</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="73"/>
        <source>The prescripted seating</source>
        <translation>預定座位表</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="88"/>
        <source>Not seated: choose the schedule&apos;s CSV file.</source>
        <translation>未排座：請選擇座位表的 CSV 檔案。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="93"/>
        <source>Not seated: there is no file {0}.</source>
        <translation>未排座：沒有檔案 {0}。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="96"/>
        <source>Not seated: {0} cannot be read. {1}</source>
        <translation>未排座：無法讀取 {0}。{1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="99"/>
        <source>Not seated: {0} is not a UTF-8 text file.</source>
        <translation>未排座：{0} 不是 UTF-8 文字檔。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="112"/>
        <source>Round {0} not seated: {1}</source>
        <translation>第 {0} 輪未排座：{1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="117"/>
        <source>Round {0} seated: {1} tables.</source>
        <translation>第 {0} 輪已排座：{1} 桌。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="126"/>
        <source>Round {0} ({1})</source>
        <translation>第 {0} 輪（{1}）</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="139"/>
        <location filename="../tournament_standings.py" line="215"/>
        <location filename="../tournament_window.py" line="322"/>
        <source>Table</source>
        <translation>桌號</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="165"/>
        <source>Repeat meetings up to round {0}: {1}.</source>
        <translation>截至第 {0} 輪的重複相遇：{1} 次。</translation>
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
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="322"/>
        <source>State</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="390"/>
        <location filename="../tournament_window.py" line="335"/>
        <source>closed on time</source>
        <translation>已按時間結束</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="349"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="349"/>
        <source>playing</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="403"/>
        <source>The match sheet opens from the main window: File &gt; Match sheet…, match {0}.</source>
        <translation>比賽記分表從主視窗開啟：檔案 &gt; 比賽記分表…，比賽 {0}。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="435"/>
        <source>Time is called for round {0}: the tables still playing ({1}) end as they stand. Close the round?</source>
        <translation>第 {0} 輪時間到：仍在進行的桌（{1}）按當前結果結束。結束本輪嗎？</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="438"/>
        <source>Close round {0}? Its results then count in the standings.</source>
        <translation>結束第 {0} 輪嗎？其結果隨後計入排名。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="444"/>
        <source>Round {0} not closed: {1}</source>
        <translation>第 {0} 輪未結束：{1}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="447"/>
        <source>Round {0} closed.</source>
        <translation>第 {0} 輪已結束。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="43"/>
        <source>Live: the round in play as its tables stand</source>
        <translation>即時：進行中的一輪按各桌當前結果計</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="46"/>
        <source>After round {0}</source>
        <translation>第 {0} 輪後</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="80"/>
        <source>Hands won</source>
        <translation>胡牌次數</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="81"/>
        <source>Average place</source>
        <translation>平均名次</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="145"/>
        <source>after round {0}</source>
        <translation>第 {0} 輪後</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="147"/>
        <source>live: round {0} in play, as its tables stand</source>
        <translation>即時：第 {0} 輪進行中，按各桌當前結果計</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="148"/>
        <source>live</source>
        <translation>即時</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="163"/>
        <source>Standings: {0}</source>
        <translation>排名：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="158"/>
        <source>{0} · {1} · printed {2}</source>
        <translation>{0} · {1} · 列印於 {2}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="175"/>
        <source>Export the standings as CSV</source>
        <translation>將排名匯出為 CSV</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="176"/>
        <source>Export the standings as PDF</source>
        <translation>將排名匯出為 PDF</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="177"/>
        <source>Export the EMA results CSV</source>
        <translation>匯出 EMA 成績 CSV</translation>
    </message>
    <message>
        <location filename="../window.py" line="458"/>
        <source>Start a new hand: the tiles, melds and flowers go, and how and where it was won goes back to the defaults; the rule set, preset and options stay</source>
        <translation>開始新的一手：清除牌、副露和花牌，胡牌方式與場況恢復預設；規則、預設和選項保留</translation>
    </message>
    <message>
        <location filename="../window.py" line="462"/>
        <source>Copy hand</source>
        <translation>複製牌型</translation>
    </message>
    <message>
        <location filename="../window.py" line="463"/>
        <source>Copy breakdown</source>
        <translation>複製計分明細</translation>
    </message>
    <message>
        <location filename="../window.py" line="464"/>
        <source>Match sheet…</source>
        <translation>比賽記分表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="465"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../window.py" line="466"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../window.py" line="467"/>
        <source>Rules of this rule set…</source>
        <translation>本規則的番種與定義…</translation>
    </message>
    <message>
        <location filename="../window.py" line="468"/>
        <source>Points tables…</source>
        <translation>點數表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="473"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location filename="../window.py" line="474"/>
        <source>Keep a match&apos;s score sheet: record each hand as it is played</source>
        <translation>記錄一場比賽的記分表：每打完一手就記下</translation>
    </message>
    <message>
        <location filename="../window.py" line="477"/>
        <source>Tournament…</source>
        <translation>比賽…</translation>
    </message>
    <message>
        <location filename="../window.py" line="478"/>
        <source>Store…</source>
        <translation>記錄庫…</translation>
    </message>
    <message>
        <location filename="../window.py" line="479"/>
        <source>Where the matches are kept: this computer&apos;s file, or the tournament&apos;s server</source>
        <translation>比賽記錄保存在哪裡：本機的檔案，或比賽的伺服器</translation>
    </message>
    <message>
        <location filename="../window.py" line="482"/>
        <source>Run a tournament: players, seating, the round in progress, standings</source>
        <translation>主持比賽：選手、排座、進行中的一輪、排名</translation>
    </message>
    <message>
        <location filename="../window.py" line="485"/>
        <source>Trainer…</source>
        <translation>算分練習…</translation>
    </message>
    <message>
        <location filename="../window.py" line="486"/>
        <source>Practice counting hands: each answer checked by the scorer and explained</source>
        <translation>練習算分：每個答案都由計分器核對並講解</translation>
    </message>
    <message>
        <location filename="../window.py" line="489"/>
        <source>&amp;Waits</source>
        <translation>聽牌(&amp;W)</translation>
    </message>
    <message>
        <location filename="../window.py" line="490"/>
        <source>&amp;Analysis</source>
        <translation>牌效分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../window.py" line="491"/>
        <source>Check a &amp;claim</source>
        <translation>核對申報(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="153"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="154"/>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="164"/>
        <source>Pick a tile</source>
        <translation>選一張牌</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="169"/>
        <location filename="../widgets/hand.py" line="171"/>
        <source>{0}: {1} left</source>
        <translation>{0}：剩 {1} 張</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="120"/>
        <source>Rules: {0}</source>
        <translation>規則：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="164"/>
        <source>Section</source>
        <translation>類別</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="127"/>
        <source>Example hand</source>
        <translation>例牌</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="126"/>
        <source>Search by name or definition</source>
        <translation>依名稱或定義搜尋</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="224"/>
        <source>Value: {0} {1}</source>
        <translation>分值：{0} {1}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="235"/>
        <source>Not counted with it (it implies them or rules them out): {0}</source>
        <translation>與之同時不計（包含或排除）：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="238"/>
        <source>Not counted when one of these counts: {0}</source>
        <translation>以下任一成立時不計：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="250"/>
        <source>No example hand for this item yet.</source>
        <translation>此項目暫無例牌。</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="264"/>
        <location filename="../widgets/hand.py" line="282"/>
        <location filename="../widgets/hand.py" line="283"/>
        <source>winning tile</source>
        <translation>和牌張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="418"/>
        <location filename="../widgets/hand.py" line="419"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：點擊撤回</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="437"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：點擊移除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="299"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 張；還差 {1} 張成和。Ctrl+點擊選擇副露的牌，右鍵查看更多。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="304"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌已齊；+ 後面的是和牌張（右鍵點擊牌可更改）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="470"/>
        <source>Make winning tile</source>
        <translation>設為和牌張</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="474"/>
        <source>Select for a meld</source>
        <translation>選作副露</translation>
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
        <translation>和牌張在此組</translation>
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
        <translation>計分表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="227"/>
        <source>No score: the hand box holds a mistake, so the tiles shown are not the hand typed. Fix the text or undo.</source>
        <translation>不計分：手牌框中有錯誤，所顯示的牌不是輸入的手牌。請修改文字或復原。</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="235"/>
        <source>Cannot score: {0}</source>
        <translation>無法計分：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="241"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>已聽牌：聽 {0} 種牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="246"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>請加牌：還差 {0} 張成和</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="89"/>
        <source>Answer, then press Enter: the verdict and the breakdown show here.</source>
        <translation>作答後按 Enter：判定與明細顯示在這裡。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="96"/>
        <source>Right.</source>
        <translation>正確。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="99"/>
        <source>Not right: {0} difference(s).</source>
        <translation>不對：{0} 處不同。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="101"/>
        <source>The answer: {0}</source>
        <translation>正確答案：{0}</translation>
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
        <translation>← 回到聽牌</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="371"/>
        <source>Waits: {0}</source>
        <translation>聽牌：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="243"/>
        <location filename="../widgets/results.py" line="373"/>
        <source>Not ready: shanten {0}</source>
        <translation>未聽牌：向聽數 {0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="375"/>
        <source>Complete hand</source>
        <translation>牌已齊</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="377"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>差一張成和時顯示聽牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="98"/>
        <location filename="../rules_browser.py" line="164"/>
        <source>Item</source>
        <translation>項目</translation>
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
        <translation>{0}數</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="214"/>
        <source>{0} (no win)</source>
        <translation>{0}（不能胡牌）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="236"/>
        <source>Open the complete hand to read its breakdown (double-click or Enter)</source>
        <translation>打開這手胡牌查看計分明細（雙擊或Enter）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <source>Left</source>
        <translation>剩餘</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <location filename="../widgets/analysis.py" line="163"/>
        <source>Discard win</source>
        <translation>點和</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="153"/>
        <source>Add item…</source>
        <translation>新增項目…</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="192"/>
        <source>{0}: “{1}” is not a whole number</source>
        <translation>{0}：「{1}」不是整數</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="198"/>
        <source>Claimed total</source>
        <translation>申報合計</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="199"/>
        <source>Winner receives</source>
        <translation>胡牌者收取</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="216"/>
        <source>Claimed &amp;items:</source>
        <translation>申報項目(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="217"/>
        <source>names or ids, comma-separated</source>
        <translation>名稱或 id，用逗號分隔</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="220"/>
        <source>Type what the player claims, in any of the four languages or by id; write a repeat as x2. Or pick items from the list.</source>
        <translation>輸入玩家申報的項目，四種語言或 id 均可；重複的寫作 x2。也可以從清單中選擇。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="224"/>
        <source>Claimed &amp;total:</source>
        <translation>申報合計(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="225"/>
        <source>Winner &amp;receives:</source>
        <translation>胡牌者收取(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="227"/>
        <source>optional</source>
        <translation>可不填</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="229"/>
        <source>Clear claim</source>
        <translation>清除申報</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="240"/>
        <source>Cannot read the claim: {0}</source>
        <translation>無法讀取申報：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="244"/>
        <source>Enter what the player claims (items, total or amount) to check it against the score.</source>
        <translation>輸入玩家的申報（項目、合計或收取金額），與計分核對。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="251"/>
        <source>No complete hand to check the claim against.</source>
        <translation>沒有完整的胡牌可以核對申報。</translation>
    </message>
    <message>
        <location filename="../export.py" line="223"/>
        <location filename="../export.py" line="324"/>
        <source>Match sheet: {0}</source>
        <translation>比賽記分表：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="225"/>
        <source>{0}, started {1}</source>
        <translation>{0}，開始於 {1}</translation>
    </message>
    <message>
        <location filename="../export.py" line="227"/>
        <source>Players: {0}</source>
        <translation>選手：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="230"/>
        <source>Match rules: {0}</source>
        <translation>對局規則：{0}</translation>
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
        <translation>{0}. {1}：{2}，標準分 {3}</translation>
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
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../export.py" line="270"/>
        <source>Total {0} {1}; pays: {2}</source>
        <translation>合計 {0} {1}；支付：{2}</translation>
    </message>
    <message>
        <location filename="../export.py" line="274"/>
        <source>The claim agreed.</source>
        <translation>申報與計分一致。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="30"/>
        <source>the hand on screen has no winning tile</source>
        <translation>螢幕上的手牌沒有胡牌張</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="286"/>
        <location filename="../match_station.py" line="255"/>
        <location filename="../models/sheet.py" line="61"/>
        <source>Player {0}</source>
        <translation>選手 {0}</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="81"/>
        <source>[kept, not sent] {0}</source>
        <translation>［已保留，未發送］{0}</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="93"/>
        <source>claim agreed</source>
        <translation>申報一致</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="95"/>
        <source>claim differed: {0}</source>
        <translation>申報不同：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="278"/>
        <source>Match sheet</source>
        <translation>比賽記分表</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="279"/>
        <source>Match:</source>
        <translation>比賽：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="280"/>
        <location filename="../tournament_layout.py" line="431"/>
        <source>Export CSV…</source>
        <translation>匯出 CSV…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="281"/>
        <location filename="../tournament_layout.py" line="432"/>
        <source>Export PDF…</source>
        <translation>匯出 PDF…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="282"/>
        <source>Print…</source>
        <translation>列印…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="283"/>
        <source>New match…</source>
        <translation>新比賽…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="284"/>
        <source>New match (player 1 is East in the first hand)</source>
        <translation>新比賽（選手 1 在第一手坐東）</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="287"/>
        <source>Start the match</source>
        <translation>開始比賽</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="293"/>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="294"/>
        <source>Show the hand</source>
        <translation>顯示手牌</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="295"/>
        <source>Replace with the hand on screen</source>
        <translation>用螢幕上的手牌替換</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="296"/>
        <source>Add a winner of the same discard…</source>
        <translation>新增同一張牌的胡牌者…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="299"/>
        <source>A double or triple ron: the hand on screen is the other winner&apos;s, written into the selected ron&apos;s entry as its next revision</source>
        <translation>一炮多響：螢幕上的手牌是另一位胡牌者的，寫入所選放槍記錄，作為其下一個版本</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="303"/>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="304"/>
        <source>why the entry is changed or deleted (kept in its history)</source>
        <translation>修改或刪除的原因（保存在歷史中）</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="305"/>
        <source>A win: the hand on screen</source>
        <translation>胡牌：螢幕上的手牌</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="306"/>
        <source>Winner:</source>
        <translation>胡牌者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="307"/>
        <source>Discarder:</source>
        <translation>放槍者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="308"/>
        <source>Record the win</source>
        <translation>記錄胡牌</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="309"/>
        <source>A draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="310"/>
        <source>Record the draw</source>
        <translation>記錄流局</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="311"/>
        <source>A penalty</source>
        <translation>罰分</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="312"/>
        <source>Offender:</source>
        <translation>犯規者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="313"/>
        <source>Penalty:</source>
        <translation>罰則：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="314"/>
        <source>Points:</source>
        <translation>分數：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="315"/>
        <source>Note:</source>
        <translation>備註：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="316"/>
        <source>Record the penalty</source>
        <translation>記錄罰分</translation>
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
        <translation>記錄庫：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="319"/>
        <source>Keep scoring offline</source>
        <translation>離線繼續記分</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="322"/>
        <source>The entries are kept on this computer and sent when the server is back; one the server&apos;s sheet no longer fits is shown as a conflict, never written over</source>
        <translation>記錄保留在本機，伺服器恢復後發送；與伺服器記分表不再相符的記錄顯示為衝突，絕不覆蓋</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="327"/>
        <source>Send kept entries</source>
        <translation>發送保留的記錄</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="96"/>
        <source>(no match)</source>
        <translation>（無比賽）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="142"/>
        <source>Match started: {0}</source>
        <translation>比賽開始：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="63"/>
        <location filename="../match_sheet.py" line="188"/>
        <source>The match is over.</source>
        <translation>比賽已結束。</translation>
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
        <translation>無：自摸</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="296"/>
        <source>{0} ready</source>
        <translation>{0} 聽牌</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="299"/>
        <source>Exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="299"/>
        <source>the wall ran out with no win</source>
        <translation>牌牆摸完，無人胡牌</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="67"/>
        <source>The sheet was changed by another program or window; the next hand is now {0}. Nothing was recorded: check the hand&apos;s seat, round and score, then record again.</source>
        <translation>記分表已被其他程式或視窗修改；下一局現在是 {0}。未記錄任何內容：請檢查這手牌的門風、圈風和得分，然後再次記錄。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="134"/>
        <source>The winner cannot be the discarder: choose “nobody: self-drawn” for a self-drawn win.</source>
        <translation>胡牌者不能是放槍者：自摸請選「無：自摸」。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="116"/>
        <source>The window is on {0}, the match is played under {1}: switch the rule set first.</source>
        <translation>視窗用的是{0}，比賽用的是{1}：請先切換規則。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="153"/>
        <source>The seat and round were set from the sheet, and the score on screen changed. Nothing was recorded: check the score, then record again.</source>
        <translation>已按記分表設定門風與圈風，螢幕上的得分隨之改變。未記錄任何內容：請檢查得分，然後再次記錄。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="88"/>
        <source>Kept on this computer as entry {0}{1}: the server cannot be reached; it is sent when the server is back.</source>
        <translation>已在本機保留為記錄 {0}{1}：無法連線伺服器；伺服器恢復後發送。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="98"/>
        <location filename="../match_station.py" line="130"/>
        <source>Not recorded: {0}</source>
        <translation>未記錄：{0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="107"/>
        <source>Keep scoring offline: the entries are kept on this computer and sent when the server is back.</source>
        <translation>可離線繼續記分：記錄保留在本機，伺服器恢復後發送。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="151"/>
        <source>The server still cannot be reached: {0} entries stay kept on this computer.</source>
        <translation>仍無法連線伺服器：{0} 條記錄繼續保留在本機。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="160"/>
        <source>Sent {0} kept entries to the server.</source>
        <translation>已向伺服器發送 {0} 條保留的記錄。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="163"/>
        <source>{0} could not be sent (conflicts, shown below): a referee records what is right on the server&apos;s sheet.</source>
        <translation>{0} 條無法發送（衝突，見下方）：請裁判在伺服器的記分表上記錄正確的內容。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="173"/>
        <source>Offline, only new entries are kept: change or delete entries when the server is back (Send kept entries).</source>
        <translation>離線時只能保留新記錄：請在伺服器恢復後修改或刪除記錄（發送保留的記錄）。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="195"/>
        <source>Offline: {0} entries kept on this computer, not sent yet.</source>
        <translation>離線：{0} 條記錄保留在本機，尚未發送。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="210"/>
        <source>Conflict, not sent (kept entry {0}, match {1}, made {2}): {3}</source>
        <translation>衝突，未發送（保留的記錄 {0}，比賽 {1}，記錄於 {2}）：{3}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="219"/>
        <source>Drop…</source>
        <translation>作廢…</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="223"/>
        <source>Once a referee has recorded what is right on the server&apos;s sheet: this entry is not sent; it stays in this computer&apos;s station file, marked dropped</source>
        <translation>裁判已在伺服器的記分表上記下正確結果後使用：此記錄不發送；它仍留在本機的工作站檔案中，標記為已作廢</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="262"/>
        <source>a win of {0}, self-drawn: {1}</source>
        <translation>{0} 自摸胡牌：{1}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="264"/>
        <source>a win of {0} on {1}&apos;s discard: {2}</source>
        <translation>{0} 胡 {1} 打出的牌：{2}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="274"/>
        <source>a draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="274"/>
        <source>a penalty</source>
        <translation>罰分</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="275"/>
        <source>match {0} ({1})</source>
        <translation>比賽 {0}（{1}）</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="275"/>
        <source>match {0}</source>
        <translation>比賽 {0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="276"/>
        <source>kept entry {0}, made {1}: {2}; {3}</source>
        <translation>保留的記錄 {0}（記錄於 {1}）：{2}；{3}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="289"/>
        <location filename="../match_station.py" line="312"/>
        <source>Not dropped: {0}</source>
        <translation>未作廢：{0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="293"/>
        <source>Not dropped: kept entry {0} is not a conflict of this station.</source>
        <translation>未作廢：保留的記錄 {0} 不是本工作站的衝突。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="296"/>
        <source>Drop {0}?

Do this once a referee has recorded what is right on the server&apos;s sheet. The entry is never sent; it stays in this computer&apos;s station file ({1}), marked dropped.</source>
        <translation>作廢{0}？

請在裁判已在伺服器的記分表上記下正確結果後再作廢。此記錄不會發送；它仍留在本機的工作站檔案（{1}）中，標記為已作廢。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="301"/>
        <source>Drop a conflict</source>
        <translation>作廢衝突</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="316"/>
        <source>Kept entry {0} dropped: it stays in this computer&apos;s station file, marked dropped.</source>
        <translation>保留的記錄 {0} 已作廢：它仍留在本機的工作站檔案中，標記為已作廢。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="178"/>
        <source> (seat and round set from the sheet)</source>
        <translation>（門風與圈風按記分表設定）</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="84"/>
        <source>Recorded as entry {0}{1}.</source>
        <translation>已記錄為第 {0} 條{1}。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="270"/>
        <source>Not deleted: {0}</source>
        <translation>未刪除：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="274"/>
        <source>Entry {0} deleted; its history is kept.</source>
        <translation>第 {0} 條已刪除；歷史保留。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="283"/>
        <source>Select a win to replace.</source>
        <translation>請選擇要替換的胡牌。</translation>
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
        <translation>第 {0} 條現為第 {1} 版；之前的版本保存在歷史中。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="316"/>
        <source>Select a win on a discard (a ron) to add a winner of the same discard.</source>
        <translation>請選擇一條放槍（榮和）記錄，以新增同一張牌的胡牌者。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="332"/>
        <source>Add a winner of the same discard</source>
        <translation>新增同一張牌的胡牌者</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="336"/>
        <source>Entry {0}: who else won on {1}&apos;s discard? Their hand is the one on the main window, scored at the entry&apos;s place.</source>
        <translation>記錄 {0}：還有誰胡了 {1} 打出的牌？其手牌為主視窗上的手牌，按該記錄的位置計分。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="378"/>
        <source>another winner of the same discard added</source>
        <translation>新增了同一張牌的另一位胡牌者</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="420"/>
        <source>Entry {0} is now revision {1}, with {2} winners of the same discard; the earlier one is kept in its history.</source>
        <translation>記錄 {0} 現為第 {1} 版，同一張牌有 {2} 位胡牌者；之前的版本保留在其歷史中。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>deleted</source>
        <translation>已刪除</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>win</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>penalty</source>
        <translation>罰分</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="473"/>
        <source>revision {0}, {1}: {2}{3}</source>
        <translation>第 {0} 版，{1}：{2}{3}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="484"/>
        <source>History of entry {0}</source>
        <translation>第 {0} 條的歷史</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="428"/>
        <source>Export the match as CSV</source>
        <translation>將比賽匯出為 CSV</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="428"/>
        <location filename="../tournament_seating.py" line="73"/>
        <location filename="../tournament_standings.py" line="175"/>
        <location filename="../tournament_standings.py" line="177"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="107"/>
        <source>Not written: {0}. {1}</source>
        <translation>未寫入：{0}。{1}</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="109"/>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="103"/>
        <source>Written: {0}</source>
        <translation>已寫入：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="441"/>
        <source>Export the match as PDF</source>
        <translation>將比賽匯出為 PDF</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="81"/>
        <location filename="../store_window.py" line="82"/>
        <source>The disk is full.</source>
        <translation>磁碟已滿。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="83"/>
        <location filename="../store_window.py" line="84"/>
        <source>Permission denied.</source>
        <translation>沒有寫入權限。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="85"/>
        <source>The disk is read-only.</source>
        <translation>磁碟是唯讀的。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="86"/>
        <source>The folder does not exist.</source>
        <translation>資料夾不存在。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="87"/>
        <source>That is a folder.</source>
        <translation>那是一個資料夾。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="89"/>
        <source>The file could not be written.</source>
        <translation>無法寫入檔案。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="181"/>
        <source>Choose a match, or start one: the players&apos; names, then Start the match.</source>
        <translation>選擇一場比賽，或輸入各位選手的名字後點「開始比賽」。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="441"/>
        <location filename="../tournament_standings.py" line="176"/>
        <location filename="../tournament_standings.py" line="178"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ref_tables.py" line="43"/>
        <source>Points tables: {0}</source>
        <translation>點數表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Shanten</source>
        <translation>向聽數</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Tiles</source>
        <translation>張數</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Improving tiles</source>
        <translation>進張</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="102"/>
        <source>as it stands</source>
        <translation>現有手牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="104"/>
        <source>Ready</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="121"/>
        <source>Open the hand after this discard (double-click or Enter)</source>
        <translation>打開打出此牌後的手牌（雙擊或 Enter）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="132"/>
        <source>Furiten</source>
        <translation>振聽</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="147"/>
        <source>Self-draw only: {0}</source>
        <translation>只能自摸：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="157"/>
        <source>{0}: {1} unseen ({2})</source>
        <translation>{0}：未見 {1} 張（{2}）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="269"/>
        <source>The hand box holds a mistake: this is the analysis of the last valid hand</source>
        <translation>手牌框中的輸入有誤：下面是上一手有效手牌的分析</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="420"/>
        <source>Ready, but none of the {0} tiles that complete the hand wins: see the notes</source>
        <translation>聽牌，但能湊成胡牌形的 {0} 張都不能胡：見備註</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="425"/>
        <source>Ready: {0} tiles complete the hand, {1} of them can win</source>
        <translation>聽牌：{0} 張能湊成胡牌形，其中 {1} 張可胡</translation>
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
        <translation>場上已見：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="271"/>
        <source>other discards and melds, e.g. 1m1m9p</source>
        <translation>他家打出的牌與副露，如 1m1m9p</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="272"/>
        <location filename="../widgets/analysis.py" line="316"/>
        <source>Own discards:</source>
        <translation>自己打出的牌：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="273"/>
        <source>for furiten, e.g. 4s7s</source>
        <translation>用於判斷振聽，如 4s7s</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="328"/>
        <source>The analysis takes a hand of {0} or {1} tiles before its discard</source>
        <translation>牌效分析需要 {0} 張或打牌前的 {1} 張手牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="370"/>
        <source>Complete hand: the discards below keep it one tile away</source>
        <translation>已胡牌：下列打法各自打出後仍差一張</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="417"/>
        <source>Ready: {0} tiles can win</source>
        <translation>聽牌：還有 {0} 張可胡</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="375"/>
        <source>Shanten {0}: best first, by shanten, then tiles, then value</source>
        <translation>向聽數 {0}：按向聽數、進張數、期望值排序，最佳在前</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="318"/>
        <source>Page {0} of {1}: place {2}</source>
        <translation>第 {0}/{1} 頁：第 {2} 名</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="318"/>
        <source>Page {0} of {1}: places {2}–{3}</source>
        <translation>第 {0}/{1} 頁：第 {2}–{3} 名</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="320"/>
        <source>(paused)</source>
        <translation>（已暫停）</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="379"/>
        <source>The store cannot be read: {0}</source>
        <translation>無法讀取記錄庫：{0}</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="386"/>
        <location filename="../tournament_seating.py" line="154"/>
        <location filename="../tournament_window.py" line="330"/>
        <source>No round seated yet.</source>
        <translation>尚未安排任何一輪的座位。</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="392"/>
        <location filename="../tournament_window.py" line="335"/>
        <source>closed</source>
        <translation>已結束</translation>
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
        <translation>第 {0} 輪（共 {1} 輪）：{2}</translation>
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
        <translation>選手</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_layout.py" line="405"/>
        <location filename="../tournament_standings.py" line="86"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Country</source>
        <translation>國家/地區</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="87"/>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Table points</source>
        <translation>標準分</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="88"/>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Score</source>
        <translation>比賽分</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="90"/>
        <source>Played</source>
        <translation>已賽場數</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="217"/>
        <location filename="../standings_board.py" line="421"/>
        <source>Time!</source>
        <translation>時間到！</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="210"/>
        <location filename="../window_opens.py" line="77"/>
        <source>Store</source>
        <translation>記錄庫</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="213"/>
        <source>Where the match sheets, the tournament window and the standings board keep the matches. A scoring station of a tournament uses the tournament&apos;s server.</source>
        <translation>記分表、比賽視窗和排名板保存比賽記錄的地方。比賽的記分工作站使用比賽的伺服器。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="220"/>
        <source>The environment variable MJSCORE_STORE names the store {0}: the windows use it, whatever is chosen here.</source>
        <translation>環境變數 MJSCORE_STORE 指定了記錄庫 {0}：無論這裡選擇什麼，各視窗都使用它。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="225"/>
        <source>This computer&apos;s file: {0}</source>
        <translation>本機的檔案：{0}</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="226"/>
        <source>A server (PostgreSQL):</source>
        <translation>伺服器（PostgreSQL）：</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="228"/>
        <source>Test the connection</source>
        <translation>測試連線</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="251"/>
        <source>A server&apos;s address starts with postgresql://, like postgresql://table1:PASSWORD@192.168.1.10/event</source>
        <translation>伺服器位址以 postgresql:// 開頭，例如 postgresql://table1:PASSWORD@192.168.1.10/event</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="256"/>
        <source>Connecting to {0}…</source>
        <translation>正在連線 {0}…</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="262"/>
        <source>Connected to {0}.</source>
        <translation>已連線 {0}。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="280"/>
        <source>The store cannot be used: {0}</source>
        <translation>無法使用記錄庫：{0}</translation>
    </message>
    <message>
        <location filename="../glyphs.py" line="77"/>
        <source>No font on this computer draws {0} (in {1}): it shows as a box, and a PDF or printout of it is refused. Install a font that has it (on Debian or Ubuntu: fonts-noto-cjk).</source>
        <translation>這台電腦上沒有字型能顯示 {0}（見於 {1}）：它會顯示成方框，其 PDF 或列印也會被拒絕。請安裝包含它的字型（Debian、Ubuntu：fonts-noto-cjk）。</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="288"/>
        <source>Entries</source>
        <translation>記錄</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="289"/>
        <source>Chart</source>
        <translation>圖表</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="291"/>
        <source>Each player&apos;s running total after every entry; a ring marks the dealer&apos;s hands</source>
        <translation>每位玩家在每條記錄後的累計得分；圓圈標出莊家的牌局</translation>
    </message>
    <message>
        <location filename="../export.py" line="252"/>
        <source>Running totals</source>
        <translation>累計得分</translation>
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
        <translation>支付點數</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="89"/>
        <source>Points received</source>
        <translation>所得點數</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="90"/>
        <source>Total ({0})</source>
        <translation>總數（{0}）</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="90"/>
        <source>Total</source>
        <translation>總數</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="91"/>
        <source>Reaches the minimum?</source>
        <translation>達到起和番？</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="92"/>
        <source>Items (optional)</source>
        <translation>項目（可選）</translation>
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
        <translation>項目，用逗號分開，寫法與核對申報頁相同</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="161"/>
        <source>No question yet: choose a topic and press Next.</source>
        <translation>還沒有題目：請選擇題目後按「下一題」。</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="169"/>
        <source>Field “{0}” is not answered: choose Yes or No.</source>
        <translation>欄位「{0}」未作答：請選擇 是 或 否。</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="177"/>
        <source>Field “{0}” is empty: {1}</source>
        <translation>欄位「{0}」為空：{1}</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="180"/>
        <source>Field “{0}”: “{1}” is not one number: {2}</source>
        <translation>欄位「{0}」：「{1}」不是一個數：{2}</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="200"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="54"/>
        <source>Accuracy per topic (%), all answers up to each day</source>
        <translation>各題目正確率（%），截至每天的全部作答</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="56"/>
        <source>Line chart of the accuracy of {0} topic(s) over {1} day(s). Now: {2}.</source>
        <translation>折線圖：{0} 個題目在 {1} 天中的正確率。現在：{2}。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="87"/>
        <source>{0}: {1:.1f} s (table speed {2:g} s)</source>
        <translation>{0}：{1:.1f} 秒（牌桌速度 {2:g} 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="170"/>
        <source>No answers yet for this rule set: answer a few questions and come back.</source>
        <translation>這套規則還沒有作答：先答幾題再來看。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="177"/>
        <source>{0} answer(s), {1} right ({2:.0%}). Topics in Leitner box 1 are asked again soonest.</source>
        <translation>作答 {0} 題，答對 {1} 題（{2:.0%}）。萊特納盒 1 中的題目最先再問。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="187"/>
        <source>Median time per topic (s); the tick: table speed</source>
        <translation>各題目用時中位數（秒）；豎線：牌桌速度</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Topic</source>
        <translation>題目</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Answered</source>
        <translation>作答</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Right</source>
        <translation>答對</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Accuracy</source>
        <translation>正確率</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Median s</source>
        <translation>中位秒數</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Box</source>
        <translation>盒</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="200"/>
        <source>{0}: {1} of {2} right, median {3:.1f} s</source>
        <translation>{0}：{2} 題答對 {1} 題，中位 {3:.1f} 秒</translation>
    </message>
</context>
</TS>
