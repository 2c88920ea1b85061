<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="224"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} は4枚とも手牌にあります</translation>
    </message>
    <message>
        <location filename="../state.py" line="226"/>
        <source>{0} does not use red fives</source>
        <translation>{0} は赤牌を使いません</translation>
    </message>
    <message>
        <location filename="../state.py" line="233"/>
        <source>add {0}</source>
        <translation>追加 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="267"/>
        <location filename="../state.py" line="451"/>
        <source>{0} has no flowers</source>
        <translation>{0} に花牌はありません</translation>
    </message>
    <message>
        <location filename="../state.py" line="269"/>
        <source>flower {0} is already in the hand</source>
        <translation>花牌 {0} はすでにあります</translation>
    </message>
    <message>
        <location filename="../state.py" line="272"/>
        <source>add flower {0}</source>
        <translation>花牌追加 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="279"/>
        <source>remove flower {0}</source>
        <translation>花牌削除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="292"/>
        <source>remove {0}</source>
        <translation>削除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="298"/>
        <source>winning tile {0}</source>
        <translation>和了牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="335"/>
        <source>no room for another meld</source>
        <translation>これ以上副露できません</translation>
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
        <translation>牌が揃っています：先に1枚削除してください（槓子は3枚と数えます：4枚を選んで槓として宣言してください）</translation>
    </message>
    <message>
        <location filename="../state.py" line="355"/>
        <source>undeclare {0}</source>
        <translation>副露取消 {0}</translation>
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
        <translation>プリセット {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="436"/>
        <source>rules {0}</source>
        <translation>ルール {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="448"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} に赤牌はありません</translation>
    </message>
    <message>
        <location filename="../state.py" line="455"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 枚：{1} は最大 {2} 枚</translation>
    </message>
    <message>
        <location filename="../state.py" line="460"/>
        <source>mark the winning tile with +</source>
        <translation>和了牌を + で示してください</translation>
    </message>
    <message>
        <location filename="../state.py" line="463"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>和了牌を含めて {0} の手牌は {1} 枚、この手は {2} 枚</translation>
    </message>
    <message>
        <location filename="../state.py" line="470"/>
        <location filename="../state.py" line="515"/>
        <source>type hand</source>
        <translation>手牌入力</translation>
    </message>
    <message>
        <location filename="../state.py" line="486"/>
        <source>open the wait {0}</source>
        <translation>待ち {0} を開く</translation>
    </message>
    <message>
        <location filename="../state.py" line="491"/>
        <source>back to the ready hand</source>
        <translation>聴牌形に戻る</translation>
    </message>
    <message>
        <location filename="../state.py" line="505"/>
        <source>show a recorded hand</source>
        <translation>記録した手を表示</translation>
    </message>
    <message>
        <location filename="../state.py" line="511"/>
        <source>clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../widgets/notation.py" line="97"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../widgets/notation.py" line="98"/>
        <source>type a hand, e.g. 123m456p789s1z [777z] +1z</source>
        <translation>手牌を入力（例：123m456p789s1z [777z] +1z）</translation>
    </message>
    <message>
        <location filename="../widgets/notation.py" line="176"/>
        <source>Not applied: {0}</source>
        <translation>未反映：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="156"/>
        <source>Opened the hand after that discard: Undo (Ctrl+Z) goes back</source>
        <translation>その牌を打った後の手牌を開きました：元に戻す（Ctrl+Z）で戻ります</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="147"/>
        <source>Load a preset file</source>
        <translation>プリセットファイルを読み込む</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="147"/>
        <location filename="../window_toolbar.py" line="196"/>
        <source>Preset files (*.toml);;All files (*)</source>
        <translation>プリセットファイル (*.toml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="164"/>
        <source>Cannot load the preset file</source>
        <translation>プリセットファイルを読み込めません</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="165"/>
        <source>The preset file was not loaded: {0}
The presets already in use stay as they are.</source>
        <translation>プリセットファイルは読み込まれませんでした：{0}
使用中のプリセットはそのままです。</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="196"/>
        <source>Save the options as a preset file</source>
        <translation>設定をプリセットファイルに保存</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="224"/>
        <source>Cannot save the preset file</source>
        <translation>プリセットファイルを保存できません</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="225"/>
        <source>The preset file was not saved: {0}</source>
        <translation>プリセットファイルは保存されませんでした：{0}</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="234"/>
        <source>Saved the options as the preset file {0}</source>
        <translation>設定をプリセットファイル {0} に保存しました</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="248"/>
        <source>(not built yet)</source>
        <translation>（未実装）</translation>
    </message>
    <message>
        <location filename="../state.py" line="408"/>
        <location filename="../window_toolbar.py" line="254"/>
        <source>defaults</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../window_toolbar.py" line="256"/>
        <source>No preset: every rule option at its default value</source>
        <translation>プリセットなし：ルール設定はすべて既定値です</translation>
    </message>
    <message>
        <location filename="../window.py" line="320"/>
        <source>The hand box holds text that cannot be read: correct it, or press Ctrl+Z in it to go back to the tiles shown</source>
        <translation>手牌欄の文字が読み取れません：直すか、欄で Ctrl+Z を押して表示中の牌に戻ってください</translation>
    </message>
    <message>
        <location filename="../window.py" line="334"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../window.py" line="334"/>
        <source>Undo {0}</source>
        <translation>元に戻す：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="335"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../window.py" line="335"/>
        <source>Redo {0}</source>
        <translation>やり直す：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="379"/>
        <source>Not applied: these are the tiles of the last hand that could be read</source>
        <translation>未反映：最後に読み取れた手牌です</translation>
    </message>
    <message>
        <location filename="../window_opens.py" line="117"/>
        <source>The windows now use the store {0}.</source>
        <translation>ウィンドウは記録 {0} を使います。</translation>
    </message>
    <message>
        <location filename="../window.py" line="443"/>
        <source>Mahjong Scorer</source>
        <translation>麻雀点数計算</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="227"/>
        <source>Mixed: the topic due soonest</source>
        <translation>ミックス：復習の近いトピック</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="257"/>
        <source>Field “{0}” is empty: give the learner&apos;s name.</source>
        <translation>項目「{0}」が空です：学習者の名前を入れてください。</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="257"/>
        <source>Learner</source>
        <translation>学習者</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="293"/>
        <source>{0} · seed {1}</source>
        <translation>{0} · シード {1}</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="314"/>
        <source>{0:.0f} s · table speed {1} s</source>
        <translation>{0:.0f} 秒 · 卓上の速さ {1} 秒</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="349"/>
        <source>The answer was not kept: {0}</source>
        <translation>回答は保存されませんでした：{0}</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="361"/>
        <source>{0:.1f} s, within table speed ({1} s)</source>
        <translation>{0:.1f} 秒、卓上の速さ（{1} 秒）以内</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="362"/>
        <source>{0:.1f} s, slower than table speed ({1} s)</source>
        <translation>{0:.1f} 秒、卓上の速さ（{1} 秒）より遅い</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="409"/>
        <source>Trainer</source>
        <translation>点数計算トレーナー</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="410"/>
        <location filename="../window.py" line="444"/>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="411"/>
        <source>Level:</source>
        <translation>レベル：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="412"/>
        <source>Topic:</source>
        <translation>トピック：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="413"/>
        <source>Learner:</source>
        <translation>学習者：</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="414"/>
        <source>Against the clock</source>
        <translation>時間を計る</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="416"/>
        <source>Each topic&apos;s table speed: the seconds a referee should answer in (riichi points: 20 s)</source>
        <translation>トピックごとの卓上の速さ：審判が答えるべき秒数（リーチ麻雀の点数：20 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="418"/>
        <source>Whose answers these are: each learner&apos;s progress is kept apart</source>
        <translation>誰の回答か：学習者ごとに進み具合を分けて保存します</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="422"/>
        <source>Every level</source>
        <translation>すべてのレベル</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="426"/>
        <source>&amp;Practice</source>
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="427"/>
        <source>P&amp;rogress</source>
        <translation>進み具合(&amp;R)</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="428"/>
        <source>Check (Enter)</source>
        <translation>答え合わせ（Enter）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="429"/>
        <source>Next (Enter)</source>
        <translation>次へ（Enter）</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="432"/>
        <source>Answers kept in {0}</source>
        <translation>回答の保存先：{0}</translation>
    </message>
    <message>
        <location filename="../trainer_window.py" line="432"/>
        <source>Answers kept for this session only</source>
        <translation>回答はこのセッションの間だけ保持</translation>
    </message>
    <message>
        <location filename="../window.py" line="445"/>
        <source>Preset:</source>
        <translation>プリセット：</translation>
    </message>
    <message>
        <location filename="../window.py" line="446"/>
        <source>Load preset…</source>
        <translation>プリセット読込…</translation>
    </message>
    <message>
        <location filename="../window.py" line="447"/>
        <source>Load an edited preset file (TOML) for this rule set</source>
        <translation>このルールの編集済みプリセットファイル（TOML）を読み込む</translation>
    </message>
    <message>
        <location filename="../window.py" line="448"/>
        <source>Save preset…</source>
        <translation>プリセットを保存…</translation>
    </message>
    <message>
        <location filename="../window.py" line="450"/>
        <source>Save this rule set&apos;s options and item values as a preset file (TOML) to edit or load again</source>
        <translation>このルールの設定と各項目の値をプリセットファイル（TOML）に保存します。編集や再読み込みができます</translation>
    </message>
    <message>
        <location filename="../window.py" line="452"/>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="41"/>
        <source>Random (by the seed)</source>
        <translation>ランダム（シードによる）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="42"/>
        <source>Swiss: by the standings, high against high</source>
        <translation>スイス式：順位順、上位同士</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="43"/>
        <source>Snake: the standings dealt across the tables</source>
        <translation>スネーク：順位を各卓へ往復で配分</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="45"/>
        <source>Prescripted (a CSV file)</source>
        <translation>事前配席表（CSV ファイル）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="44"/>
        <source>Fewest repeat meetings (one plan of every round left)</source>
        <translation>再対戦最少（残り全回戦を一括で組む）</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="84"/>
        <source>Wins</source>
        <translation>和了</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="86"/>
        <source>Dealt in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="87"/>
        <source>Points a win</source>
        <translation>和了1回の得点</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="88"/>
        <source>Value a win</source>
        <translation>和了1回の翻数</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="362"/>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="364"/>
        <source>Tournament:</source>
        <translation>大会：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="365"/>
        <source>New tournament…</source>
        <translation>新しい大会…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="366"/>
        <source>New tournament</source>
        <translation>新しい大会</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="367"/>
        <source>Title</source>
        <translation>大会名</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="368"/>
        <source>Rounds:</source>
        <translation>回戦数：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="369"/>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="377"/>
        <source>Equal on table points and score, ranked by:</source>
        <translation>順位点も得点も同じときの順位決定：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="379"/>
        <source>then by:</source>
        <translation>次に：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="384"/>
        <source>nothing more (they share the place)</source>
        <translation>これ以上比べない（同順位）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="390"/>
        <source>&amp;Players</source>
        <translation>参加者(&amp;P)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="391"/>
        <source>&amp;Seating</source>
        <translation>配席(&amp;S)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="392"/>
        <source>&amp;Round in progress</source>
        <translation>進行中の回戦(&amp;R)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="393"/>
        <source>S&amp;tandings</source>
        <translation>順位(&amp;T)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="394"/>
        <source>St&amp;atistics</source>
        <translation>統計(&amp;A)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="395"/>
        <source>&amp;Chart</source>
        <translation>グラフ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="398"/>
        <source>From every hand recorded at the players&apos; tables: hands played (wins and draws), wins, those self-drawn, wins dealt in, and a win&apos;s average points and value (fan, han or tai, as the rule set counts).</source>
        <translation>参加者の卓で記録された各局から：局数（和了と流局）、和了回数、うちツモ、放銃回数、和了1回あたりの平均得点と平均の翻数（ルールにより番・翻・台）。</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="403"/>
        <source>Add a player</source>
        <translation>参加者を追加</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="404"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="406"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>EMA id</source>
        <translation>EMA 番号</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="407"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>WRC id</source>
        <translation>WRC 番号</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="408"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Substitute</source>
        <translation>補欠</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="409"/>
        <source>Add the player</source>
        <translation>この参加者を追加</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="410"/>
        <source>Seat the next round</source>
        <translation>次の回戦を配席</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="411"/>
        <source>Method:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="414"/>
        <source>Seed:</source>
        <translation>シード：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="415"/>
        <source>The same seed gives the same seating</source>
        <translation>同じシードなら同じ配席になります</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="416"/>
        <source>Schedule:</source>
        <translation>配席表：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="417"/>
        <source>a CSV file: round, table, then the players in seat order (East first)</source>
        <translation>CSV ファイル：回戦、卓番号、続いて席順の参加者（東家が先頭）</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="418"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="419"/>
        <source>Substitute:</source>
        <translation>補欠：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="420"/>
        <source>Seat the substitute</source>
        <translation>補欠を着席させる</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="421"/>
        <location filename="../window.py" line="455"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="422"/>
        <source>Even out the seat winds across rounds</source>
        <translation>回戦ごとの席の風を均等にする</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="424"/>
        <source>Each table&apos;s players in the seat order that evens out the winds each has had in the rounds before</source>
        <translation>各卓の参加者を、それまでの回戦で座った風が均等になる席順にする</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="426"/>
        <source>Tables of:</source>
        <translation>卓の表示：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="427"/>
        <source>Open the table&apos;s match sheet</source>
        <translation>この卓の対局記録表を開く</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="428"/>
        <location filename="../tournament_window.py" line="416"/>
        <source>Close the round</source>
        <translation>回戦を締める</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="429"/>
        <source>Time called: close the round…</source>
        <translation>時間切れ：回戦を締める…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="430"/>
        <source>Standings:</source>
        <translation>順位：</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="433"/>
        <source>Export EMA CSV…</source>
        <translation>EMA CSV 書き出し…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="434"/>
        <source>Export results PDF…</source>
        <translation>結果 PDF 書き出し…</translation>
    </message>
    <message>
        <location filename="../tournament_layout.py" line="436"/>
        <source>Every table of every round: its players in seat order, their table points and scores</source>
        <translation>全回戦の全卓：席順の参加者と、その順位点・得点</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="67"/>
        <source>table points</source>
        <translation>順位点</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="67"/>
        <source>score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="68"/>
        <source>Ranked by {0}.</source>
        <translation>順位の決め方：{0}。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="68"/>
        <source>, then </source>
        <translation> → </translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="72"/>
        <source>A place marked = is shared: those players are equal on table points, score and every tiebreak.</source>
        <translation>= の付いた順位は同順位です：順位点も得点も、すべての同点時の順位決定方法でも同じ参加者です。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="73"/>
        <source>A place marked = is shared: those players are equal on table points and score.</source>
        <translation>= の付いた順位は同順位です：順位点も得点も同じ参加者です。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="178"/>
        <source>Export every table&apos;s result as PDF</source>
        <translation>各卓の結果を PDF で書き出す</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="198"/>
        <source> (in play)</source>
        <translation>（対局中）</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="213"/>
        <source>Results: {0}</source>
        <translation>結果：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="214"/>
        <source>{0} · every table of every round · printed {1}</source>
        <translation>{0} · 全回戦の全卓 · {1} 印刷</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Round</source>
        <translation>回戦</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Seat</source>
        <translation>席</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="170"/>
        <source>Not created: a tournament needs a title.</source>
        <translation>作成できません：大会名が必要です。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="177"/>
        <source>Not created: {0}</source>
        <translation>作成できません：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="184"/>
        <source>Created: {0}</source>
        <translation>作成しました：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="218"/>
        <source>No tournament yet: create one (New tournament…).</source>
        <translation>大会がまだありません：作成してください（新しい大会…）。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="229"/>
        <source>The tournament cannot be read: {0}</source>
        <translation>大会を読み込めません：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="241"/>
        <source>{0} · {1} · {2} of {3} rounds seated</source>
        <translation>{0} · {1} · 配席済み {2} 回戦（全 {3} 回戦）</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="267"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="293"/>
        <source>Not added: choose or create a tournament first.</source>
        <translation>追加できません：先に大会を選ぶか作成してください。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="305"/>
        <source>Not added: {0}</source>
        <translation>追加できません：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="311"/>
        <source>Added: {0}. {1}</source>
        <translation>追加しました：{0}. {1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="49"/>
        <source>{0} sits for {1}</source>
        <translation>{0} が {1} の代わりに着席</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="55"/>
        <source>Seat round {0}</source>
        <translation>第 {0} 回戦を配席</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="55"/>
        <source>Every round is seated</source>
        <translation>全回戦の配席済み</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="73"/>
        <source>The prescripted seating</source>
        <translation>事前配席表</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="88"/>
        <source>Not seated: choose the schedule&apos;s CSV file.</source>
        <translation>配席できません：配席表の CSV ファイルを選んでください。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="93"/>
        <source>Not seated: there is no file {0}.</source>
        <translation>配席できません：ファイル {0} がありません。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="96"/>
        <source>Not seated: {0} cannot be read. {1}</source>
        <translation>配席できません：{0} を読み込めません。{1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="99"/>
        <source>Not seated: {0} is not a UTF-8 text file.</source>
        <translation>配席できません：{0} は UTF-8 のテキストファイルではありません。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="112"/>
        <source>Round {0} not seated: {1}</source>
        <translation>第 {0} 回戦は配席されていません：{1}</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="117"/>
        <source>Round {0} seated: {1} tables.</source>
        <translation>第 {0} 回戦を配席しました：{1} 卓。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="126"/>
        <source>Round {0} ({1})</source>
        <translation>第 {0} 回戦（{1}）</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="139"/>
        <location filename="../tournament_standings.py" line="215"/>
        <location filename="../tournament_window.py" line="322"/>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="165"/>
        <source>Repeat meetings up to round {0}: {1}.</source>
        <translation>第 {0} 回戦までの再対戦：{1} 回。</translation>
    </message>
    <message>
        <location filename="../tournament_seating.py" line="167"/>
        <source>Met before: {0}.</source>
        <translation>以前に対戦済み：{0}。</translation>
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
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="390"/>
        <location filename="../tournament_window.py" line="335"/>
        <source>closed on time</source>
        <translation>時間切れで終了</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="349"/>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="349"/>
        <source>playing</source>
        <translation>対局中</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="403"/>
        <source>The match sheet opens from the main window: File &gt; Match sheet…, match {0}.</source>
        <translation>対局記録表はメインウィンドウから開きます：ファイル &gt; 対局記録表…、対局 {0}。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="435"/>
        <source>Time is called for round {0}: the tables still playing ({1}) end as they stand. Close the round?</source>
        <translation>第 {0} 回戦は時間切れです：対局中の卓（{1}）は現状で終了します。回戦を締めますか？</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="438"/>
        <source>Close round {0}? Its results then count in the standings.</source>
        <translation>第 {0} 回戦を締めますか？結果が順位に数えられます。</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="444"/>
        <source>Round {0} not closed: {1}</source>
        <translation>第 {0} 回戦は締められていません：{1}</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="447"/>
        <source>Round {0} closed.</source>
        <translation>第 {0} 回戦を締めました。</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="43"/>
        <source>Live: the round in play as its tables stand</source>
        <translation>ライブ：進行中の回戦は各卓の現状で計算</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="46"/>
        <source>After round {0}</source>
        <translation>第 {0} 回戦終了後</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="80"/>
        <source>Hands won</source>
        <translation>和了回数</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="81"/>
        <source>Average place</source>
        <translation>平均順位</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="145"/>
        <source>after round {0}</source>
        <translation>第 {0} 回戦終了後</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="147"/>
        <source>live: round {0} in play, as its tables stand</source>
        <translation>ライブ：第 {0} 回戦は対局中、各卓の現状で計算</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="148"/>
        <source>live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="163"/>
        <source>Standings: {0}</source>
        <translation>順位：{0}</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="158"/>
        <source>{0} · {1} · printed {2}</source>
        <translation>{0} · {1} · {2} 印刷</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="175"/>
        <source>Export the standings as CSV</source>
        <translation>順位を CSV に書き出す</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="176"/>
        <source>Export the standings as PDF</source>
        <translation>順位を PDF に書き出す</translation>
    </message>
    <message>
        <location filename="../tournament_standings.py" line="177"/>
        <source>Export the EMA results CSV</source>
        <translation>EMA 成績 CSV を書き出す</translation>
    </message>
    <message>
        <location filename="../window.py" line="458"/>
        <source>Start a new hand: the tiles, melds and flowers go, and how and where it was won goes back to the defaults; the rule set, preset and options stay</source>
        <translation>新しい手を始めます：牌・副露・花牌を消し、和了の仕方と場況を既定に戻します。ルール・プリセット・設定はそのままです</translation>
    </message>
    <message>
        <location filename="../window.py" line="462"/>
        <source>Copy hand</source>
        <translation>手牌をコピー</translation>
    </message>
    <message>
        <location filename="../window.py" line="463"/>
        <source>Copy breakdown</source>
        <translation>内訳をコピー</translation>
    </message>
    <message>
        <location filename="../window.py" line="464"/>
        <source>Match sheet…</source>
        <translation>対局記録表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="465"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../window.py" line="466"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../window.py" line="467"/>
        <source>Rules of this rule set…</source>
        <translation>このルールの役と定義…</translation>
    </message>
    <message>
        <location filename="../window.py" line="468"/>
        <source>Points tables…</source>
        <translation>点数表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="473"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../window.py" line="474"/>
        <source>Keep a match&apos;s score sheet: record each hand as it is played</source>
        <translation>対局の記録表をつける：一局ごとに記録する</translation>
    </message>
    <message>
        <location filename="../window.py" line="477"/>
        <source>Tournament…</source>
        <translation>大会…</translation>
    </message>
    <message>
        <location filename="../window.py" line="478"/>
        <source>Store…</source>
        <translation>記録の保存先…</translation>
    </message>
    <message>
        <location filename="../window.py" line="479"/>
        <source>Where the matches are kept: this computer&apos;s file, or the tournament&apos;s server</source>
        <translation>対局の記録の保存先：このコンピューターのファイル、または大会のサーバー</translation>
    </message>
    <message>
        <location filename="../window.py" line="482"/>
        <source>Run a tournament: players, seating, the round in progress, standings</source>
        <translation>大会を運営：参加者、配席、進行中の回戦、順位</translation>
    </message>
    <message>
        <location filename="../window.py" line="485"/>
        <source>Trainer…</source>
        <translation>点数計算トレーナー…</translation>
    </message>
    <message>
        <location filename="../window.py" line="486"/>
        <source>Practice counting hands: each answer checked by the scorer and explained</source>
        <translation>点数計算の練習：回答ごとに計算エンジンが確認し説明します</translation>
    </message>
    <message>
        <location filename="../window.py" line="489"/>
        <source>&amp;Waits</source>
        <translation>待ち(&amp;W)</translation>
    </message>
    <message>
        <location filename="../window.py" line="490"/>
        <source>&amp;Analysis</source>
        <translation>牌効率(&amp;A)</translation>
    </message>
    <message>
        <location filename="../window.py" line="491"/>
        <source>Check a &amp;claim</source>
        <translation>申告の確認(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="153"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="154"/>
        <source>Rule options</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="164"/>
        <source>Pick a tile</source>
        <translation>牌を選ぶ</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="169"/>
        <location filename="../widgets/hand.py" line="171"/>
        <source>{0}: {1} left</source>
        <translation>{0}：残り {1} 枚</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="120"/>
        <source>Rules: {0}</source>
        <translation>ルール：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="164"/>
        <source>Section</source>
        <translation>区分</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="127"/>
        <source>Example hand</source>
        <translation>例</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="126"/>
        <source>Search by name or definition</source>
        <translation>名前または定義で検索</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="224"/>
        <source>Value: {0} {1}</source>
        <translation>値：{0}{1}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="235"/>
        <source>Not counted with it (it implies them or rules them out): {0}</source>
        <translation>これと同時には数えない（含む・排除する）：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="238"/>
        <source>Not counted when one of these counts: {0}</source>
        <translation>次のいずれかがあると数えない：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="250"/>
        <source>No example hand for this item yet.</source>
        <translation>この項目の例はまだありません。</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="264"/>
        <location filename="../widgets/hand.py" line="282"/>
        <location filename="../widgets/hand.py" line="283"/>
        <source>winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="418"/>
        <location filename="../widgets/hand.py" line="419"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：クリックで戻す</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="437"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：クリックで削除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="299"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 枚：和了形まであと {1} 枚。Ctrl+クリックで副露する牌を選択、右クリックでその他。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="304"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌が揃いました。+ の後ろが和了牌です（牌を右クリックで変更）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="470"/>
        <source>Make winning tile</source>
        <translation>和了牌にする</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="474"/>
        <source>Select for a meld</source>
        <translation>副露用に選択</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="477"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="94"/>
        <source>declared</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="96"/>
        <source>winning tile here</source>
        <translation>和了牌はこの面子</translation>
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
        <translation>点数表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="227"/>
        <source>No score: the hand box holds a mistake, so the tiles shown are not the hand typed. Fix the text or undo.</source>
        <translation>計算なし：手牌欄に誤りがあり、表示中の牌は入力した手ではありません。文字を直すか元に戻してください。</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="235"/>
        <source>Cannot score: {0}</source>
        <translation>計算できません：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="241"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>聴牌：{0} 種待ち</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="246"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>牌を追加：和了形まであと {0} 枚</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="89"/>
        <source>Answer, then press Enter: the verdict and the breakdown show here.</source>
        <translation>答えて Enter を押すと、判定と内訳がここに出ます。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="96"/>
        <source>Right.</source>
        <translation>正解。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="99"/>
        <source>Not right: {0} difference(s).</source>
        <translation>不正解：違いが {0} 件。</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="101"/>
        <source>The answer: {0}</source>
        <translation>正解：{0}</translation>
    </message>
    <message>
        <location filename="../trainer_verdict.py" line="119"/>
        <location filename="../widgets/results.py" line="270"/>
        <source>Pays: {0}; the winner receives {1}</source>
        <translation>支払い：{0}；和了者の受取 {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="369"/>
        <source>← Back to the ready hand</source>
        <translation>← 聴牌形に戻る</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="371"/>
        <source>Waits: {0}</source>
        <translation>待ち：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="243"/>
        <location filename="../widgets/results.py" line="373"/>
        <source>Not ready: shanten {0}</source>
        <translation>未聴牌：{0} 向聴</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="375"/>
        <source>Complete hand</source>
        <translation>牌が揃っています</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="377"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>あと1枚で和了の時に待ちを表示</translation>
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
        <translation>値</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="100"/>
        <source>Value ({0})</source>
        <translation>{0}数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="214"/>
        <source>{0} (no win)</source>
        <translation>{0}（和了不可）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="236"/>
        <source>Open the complete hand to read its breakdown (double-click or Enter)</source>
        <translation>和了形を開いて内訳を見る（ダブルクリックまたは Enter）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <source>Left</source>
        <translation>残り</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="245"/>
        <location filename="../widgets/analysis.py" line="163"/>
        <source>Discard win</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="153"/>
        <source>Add item…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="192"/>
        <source>{0}: “{1}” is not a whole number</source>
        <translation>{0}：「{1}」は整数ではありません</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="198"/>
        <source>Claimed total</source>
        <translation>申告の合計</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="199"/>
        <source>Winner receives</source>
        <translation>和了者の受け取り</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="216"/>
        <source>Claimed &amp;items:</source>
        <translation>申告した役(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="217"/>
        <source>names or ids, comma-separated</source>
        <translation>名前または id（カンマ区切り）</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="220"/>
        <source>Type what the player claims, in any of the four languages or by id; write a repeat as x2. Or pick items from the list.</source>
        <translation>申告された役を4言語のどれかまたは id で入力します。重複は x2 と書きます。一覧から選ぶこともできます。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="224"/>
        <source>Claimed &amp;total:</source>
        <translation>申告の合計(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="225"/>
        <source>Winner &amp;receives:</source>
        <translation>和了者の受け取り(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="227"/>
        <source>optional</source>
        <translation>省略可</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="229"/>
        <source>Clear claim</source>
        <translation>申告を消去</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="240"/>
        <source>Cannot read the claim: {0}</source>
        <translation>申告を読み取れません：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="244"/>
        <source>Enter what the player claims (items, total or amount) to check it against the score.</source>
        <translation>申告（役・合計・受け取り）を入力すると、計算と照合します。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="251"/>
        <source>No complete hand to check the claim against.</source>
        <translation>照合できる和了形の手がありません。</translation>
    </message>
    <message>
        <location filename="../export.py" line="223"/>
        <location filename="../export.py" line="324"/>
        <source>Match sheet: {0}</source>
        <translation>対局記録表：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="225"/>
        <source>{0}, started {1}</source>
        <translation>{0}、開始 {1}</translation>
    </message>
    <message>
        <location filename="../export.py" line="227"/>
        <source>Players: {0}</source>
        <translation>対局者：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="230"/>
        <source>Match rules: {0}</source>
        <translation>対局ルール：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="232"/>
        <source>Standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../export.py" line="235"/>
        <location filename="../match_sheet.py" line="199"/>
        <source>{0}. {1}: {2}, table points {3}</source>
        <translation>{0}. {1}：{2}、順位点 {3}</translation>
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
        <translation>局</translation>
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
        <translation>合計 {0}{1}；支払い：{2}</translation>
    </message>
    <message>
        <location filename="../export.py" line="274"/>
        <source>The claim agreed.</source>
        <translation>申告は計算と一致しました。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="30"/>
        <source>the hand on screen has no winning tile</source>
        <translation>画面の手牌に和了牌がありません</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="286"/>
        <location filename="../match_station.py" line="255"/>
        <location filename="../models/sheet.py" line="61"/>
        <source>Player {0}</source>
        <translation>対局者 {0}</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="81"/>
        <source>[kept, not sent] {0}</source>
        <translation>［保留中・未送信］{0}</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="93"/>
        <source>claim agreed</source>
        <translation>申告一致</translation>
    </message>
    <message>
        <location filename="../models/sheet.py" line="95"/>
        <source>claim differed: {0}</source>
        <translation>申告に違い：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="278"/>
        <source>Match sheet</source>
        <translation>対局記録表</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="279"/>
        <source>Match:</source>
        <translation>対局：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="280"/>
        <location filename="../tournament_layout.py" line="431"/>
        <source>Export CSV…</source>
        <translation>CSV 書き出し…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="281"/>
        <location filename="../tournament_layout.py" line="432"/>
        <source>Export PDF…</source>
        <translation>PDF 書き出し…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="282"/>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="283"/>
        <source>New match…</source>
        <translation>新しい対局…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="284"/>
        <source>New match (player 1 is East in the first hand)</source>
        <translation>新しい対局（対局者 1 が最初の局の東家）</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="287"/>
        <source>Start the match</source>
        <translation>対局を開始</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="293"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="294"/>
        <source>Show the hand</source>
        <translation>手牌を表示</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="295"/>
        <source>Replace with the hand on screen</source>
        <translation>画面の手牌で置き換え</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="296"/>
        <source>Add a winner of the same discard…</source>
        <translation>同じ捨て牌の和了者を追加…</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="299"/>
        <source>A double or triple ron: the hand on screen is the other winner&apos;s, written into the selected ron&apos;s entry as its next revision</source>
        <translation>ダブロン・トリロン：画面の手牌をもう1人の和了者のものとして、選んだロンの記録に次の版として書き込みます</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="303"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="304"/>
        <source>why the entry is changed or deleted (kept in its history)</source>
        <translation>変更・削除の理由（履歴に残ります）</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="305"/>
        <source>A win: the hand on screen</source>
        <translation>和了：画面の手牌</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="306"/>
        <source>Winner:</source>
        <translation>和了者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="307"/>
        <source>Discarder:</source>
        <translation>放銃者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="308"/>
        <source>Record the win</source>
        <translation>和了を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="309"/>
        <source>A draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="310"/>
        <source>Record the draw</source>
        <translation>流局を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="311"/>
        <source>A penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="312"/>
        <source>Offender:</source>
        <translation>違反者：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="313"/>
        <source>Penalty:</source>
        <translation>罰則：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="314"/>
        <source>Points:</source>
        <translation>点数：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="315"/>
        <source>Note:</source>
        <translation>メモ：</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="316"/>
        <source>Record the penalty</source>
        <translation>罰則を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="317"/>
        <source>This hand</source>
        <translation>この局</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="318"/>
        <location filename="../tournament_layout.py" line="363"/>
        <source>Store: {0}</source>
        <translation>記録：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="319"/>
        <source>Keep scoring offline</source>
        <translation>オフラインで記録を続ける</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="322"/>
        <source>The entries are kept on this computer and sent when the server is back; one the server&apos;s sheet no longer fits is shown as a conflict, never written over</source>
        <translation>記録はこのコンピューターに保留し、サーバーが戻ったら送信します。サーバーの記録表に合わなくなった記録は衝突として表示し、上書きはしません</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="327"/>
        <source>Send kept entries</source>
        <translation>保留中の記録を送信</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="96"/>
        <source>(no match)</source>
        <translation>（対局なし）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="142"/>
        <source>Match started: {0}</source>
        <translation>対局開始：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="63"/>
        <location filename="../match_sheet.py" line="188"/>
        <source>The match is over.</source>
        <translation>対局は終了しました。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="192"/>
        <source>Next hand: {0} ({1}).</source>
        <translation>次の局：{0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="195"/>
        <source>{0} · hands played: {1}. {2}</source>
        <translation>{0} · {1} 局終了。{2}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="288"/>
        <source>nobody: self-drawn</source>
        <translation>なし：ツモ</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="296"/>
        <source>{0} ready</source>
        <translation>{0} 聴牌</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="299"/>
        <source>Exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="299"/>
        <source>the wall ran out with no win</source>
        <translation>誰も和了せずに山が尽きた</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="67"/>
        <source>The sheet was changed by another program or window; the next hand is now {0}. Nothing was recorded: check the hand&apos;s seat, round and score, then record again.</source>
        <translation>記録表が別のプログラムかウィンドウで変更されました。次の局は {0} です。何も記録していません：自風・場風・点数を確認してから、もう一度記録してください。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="134"/>
        <source>The winner cannot be the discarder: choose “nobody: self-drawn” for a self-drawn win.</source>
        <translation>和了者は放銃者になれません。ツモなら「なし：ツモ」を選んでください。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="116"/>
        <source>The window is on {0}, the match is played under {1}: switch the rule set first.</source>
        <translation>画面は{0}、対局は{1}です。先にルールを切り替えてください。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="153"/>
        <source>The seat and round were set from the sheet, and the score on screen changed. Nothing was recorded: check the score, then record again.</source>
        <translation>記録表から自風と場風を設定したため、画面の点数が変わりました。何も記録していません：点数を確認してから、もう一度記録してください。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="88"/>
        <source>Kept on this computer as entry {0}{1}: the server cannot be reached; it is sent when the server is back.</source>
        <translation>記録 {0}{1} としてこのコンピューターに保留しました：サーバーに接続できません。サーバーが戻ったら送信します。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="98"/>
        <location filename="../match_station.py" line="130"/>
        <source>Not recorded: {0}</source>
        <translation>記録していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="107"/>
        <source>Keep scoring offline: the entries are kept on this computer and sent when the server is back.</source>
        <translation>オフラインで記録を続けられます：記録はこのコンピューターに保留し、サーバーが戻ったら送信します。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="151"/>
        <source>The server still cannot be reached: {0} entries stay kept on this computer.</source>
        <translation>まだサーバーに接続できません：{0} 件の記録はこのコンピューターに保留したままです。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="160"/>
        <source>Sent {0} kept entries to the server.</source>
        <translation>保留中の記録 {0} 件をサーバーに送信しました。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="163"/>
        <source>{0} could not be sent (conflicts, shown below): a referee records what is right on the server&apos;s sheet.</source>
        <translation>{0} 件は送信できません（衝突、下に表示）：審判がサーバーの記録表に正しい内容を記録してください。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="173"/>
        <source>Offline, only new entries are kept: change or delete entries when the server is back (Send kept entries).</source>
        <translation>オフラインでは新しい記録の保留のみです：記録の変更・削除はサーバーが戻ってから行ってください（保留中の記録を送信）。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="195"/>
        <source>Offline: {0} entries kept on this computer, not sent yet.</source>
        <translation>オフライン：{0} 件の記録をこのコンピューターに保留中（未送信）。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="210"/>
        <source>Conflict, not sent (kept entry {0}, match {1}, made {2}): {3}</source>
        <translation>衝突・未送信（保留中の記録 {0}、対局 {1}、{2} に記録）：{3}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="219"/>
        <source>Drop…</source>
        <translation>破棄…</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="223"/>
        <source>Once a referee has recorded what is right on the server&apos;s sheet: this entry is not sent; it stays in this computer&apos;s station file, marked dropped</source>
        <translation>審判がサーバーの記録表に正しい内容を記録した後に使います：この記録は送信されず、このコンピューターの端末ファイルに破棄済みとして残ります</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="262"/>
        <source>a win of {0}, self-drawn: {1}</source>
        <translation>{0} のツモ和了：{1}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="264"/>
        <source>a win of {0} on {1}&apos;s discard: {2}</source>
        <translation>{0} が {1} の捨て牌でロン和了：{2}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="274"/>
        <source>a draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="274"/>
        <source>a penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="275"/>
        <source>match {0} ({1})</source>
        <translation>対局 {0}（{1}）</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="275"/>
        <source>match {0}</source>
        <translation>対局 {0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="276"/>
        <source>kept entry {0}, made {1}: {2}; {3}</source>
        <translation>保留中の記録 {0}（{1} に記録）：{2}；{3}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="289"/>
        <location filename="../match_station.py" line="312"/>
        <source>Not dropped: {0}</source>
        <translation>破棄していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="293"/>
        <source>Not dropped: kept entry {0} is not a conflict of this station.</source>
        <translation>破棄していません：保留中の記録 {0} はこの端末の衝突ではありません。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="296"/>
        <source>Drop {0}?

Do this once a referee has recorded what is right on the server&apos;s sheet. The entry is never sent; it stays in this computer&apos;s station file ({1}), marked dropped.</source>
        <translation>{0} を破棄しますか？

審判がサーバーの記録表に正しい内容を記録してから破棄してください。この記録は送信されず、このコンピューターの端末ファイル（{1}）に破棄済みとして残ります。</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="301"/>
        <source>Drop a conflict</source>
        <translation>衝突を破棄</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="316"/>
        <source>Kept entry {0} dropped: it stays in this computer&apos;s station file, marked dropped.</source>
        <translation>保留中の記録 {0} を破棄しました：このコンピューターの端末ファイルに破棄済みとして残ります。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="178"/>
        <source> (seat and round set from the sheet)</source>
        <translation>（自風と場風は記録表から設定）</translation>
    </message>
    <message>
        <location filename="../match_station.py" line="84"/>
        <source>Recorded as entry {0}{1}.</source>
        <translation>第 {0} 件として記録しました{1}。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="270"/>
        <source>Not deleted: {0}</source>
        <translation>削除していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="274"/>
        <source>Entry {0} deleted; its history is kept.</source>
        <translation>第 {0} 件を削除しました。履歴は残ります。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="283"/>
        <source>Select a win to replace.</source>
        <translation>置き換える和了を選んでください。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="303"/>
        <location filename="../match_entries.py" line="412"/>
        <source>Not changed: {0}</source>
        <translation>変更していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="308"/>
        <source>Entry {0} is now revision {1}; the earlier one is kept in its history.</source>
        <translation>第 {0} 件は第 {1} 版になりました。以前の版は履歴に残ります。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="316"/>
        <source>Select a win on a discard (a ron) to add a winner of the same discard.</source>
        <translation>同じ捨て牌の和了者を追加するには、ロン和了の記録を選んでください。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="332"/>
        <source>Add a winner of the same discard</source>
        <translation>同じ捨て牌の和了者を追加</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="336"/>
        <source>Entry {0}: who else won on {1}&apos;s discard? Their hand is the one on the main window, scored at the entry&apos;s place.</source>
        <translation>記録 {0}：{1} の捨て牌でほかに誰が和了しましたか？その手牌はメインウィンドウの手牌で、この記録の位置で計算します。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="378"/>
        <source>another winner of the same discard added</source>
        <translation>同じ捨て牌のもう1人の和了者を追加</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="420"/>
        <source>Entry {0} is now revision {1}, with {2} winners of the same discard; the earlier one is kept in its history.</source>
        <translation>記録 {0} は版 {1} になりました（同じ捨て牌の和了者 {2} 人）。以前の版は履歴に残ります。</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>deleted</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="471"/>
        <source>penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="473"/>
        <source>revision {0}, {1}: {2}{3}</source>
        <translation>第 {0} 版、{1}：{2}{3}</translation>
    </message>
    <message>
        <location filename="../match_entries.py" line="484"/>
        <source>History of entry {0}</source>
        <translation>第 {0} 件の履歴</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="428"/>
        <source>Export the match as CSV</source>
        <translation>対局を CSV に書き出す</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="428"/>
        <location filename="../tournament_seating.py" line="73"/>
        <location filename="../tournament_standings.py" line="175"/>
        <location filename="../tournament_standings.py" line="177"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="107"/>
        <source>Not written: {0}. {1}</source>
        <translation>書き込めませんでした：{0}。{1}</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="109"/>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="103"/>
        <source>Written: {0}</source>
        <translation>書き出しました：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="441"/>
        <source>Export the match as PDF</source>
        <translation>対局を PDF に書き出す</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="81"/>
        <location filename="../store_window.py" line="82"/>
        <source>The disk is full.</source>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="83"/>
        <location filename="../store_window.py" line="84"/>
        <source>Permission denied.</source>
        <translation>書き込む権限がありません。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="85"/>
        <source>The disk is read-only.</source>
        <translation>ディスクは読み取り専用です。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="86"/>
        <source>The folder does not exist.</source>
        <translation>フォルダーがありません。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="87"/>
        <source>That is a folder.</source>
        <translation>それはフォルダーです。</translation>
    </message>
    <message>
        <location filename="../store_window.py" line="89"/>
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="181"/>
        <source>Choose a match, or start one: the players&apos; names, then Start the match.</source>
        <translation>対局を選ぶか、プレイヤーの名前を入れて「対局を開始」を押してください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="441"/>
        <location filename="../tournament_standings.py" line="176"/>
        <location filename="../tournament_standings.py" line="178"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ref_tables.py" line="43"/>
        <source>Points tables: {0}</source>
        <translation>点数表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Shanten</source>
        <translation>向聴数</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Tiles</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Improving tiles</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="93"/>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="102"/>
        <source>as it stands</source>
        <translation>現在の手牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="104"/>
        <source>Ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="121"/>
        <source>Open the hand after this discard (double-click or Enter)</source>
        <translation>この牌を打った後の手牌を開く（ダブルクリックまたは Enter）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="132"/>
        <source>Furiten</source>
        <translation>フリテン</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="147"/>
        <source>Self-draw only: {0}</source>
        <translation>ツモのみ：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="157"/>
        <source>{0}: {1} unseen ({2})</source>
        <translation>{0}：残り {1} 枚（{2}）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="269"/>
        <source>The hand box holds a mistake: this is the analysis of the last valid hand</source>
        <translation>手牌欄の入力に誤りがあります：これは最後に有効だった手牌の分析です</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="420"/>
        <source>Ready, but none of the {0} tiles that complete the hand wins: see the notes</source>
        <translation>聴牌ですが、形が完成する {0} 枚はどれも和了になりません：注記を参照</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="425"/>
        <source>Ready: {0} tiles complete the hand, {1} of them can win</source>
        <translation>聴牌：形が完成するのは {0} 枚、うち和了できるのは {1} 枚</translation>
    </message>
    <message>
        <location filename="../tournament_window.py" line="85"/>
        <location filename="../widgets/analysis.py" line="163"/>
        <source>Self-drawn</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="270"/>
        <location filename="../widgets/analysis.py" line="315"/>
        <source>Seen on the table:</source>
        <translation>場に見えている牌：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="271"/>
        <source>other discards and melds, e.g. 1m1m9p</source>
        <translation>他家の捨て牌と副露、例 1m1m9p</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="272"/>
        <location filename="../widgets/analysis.py" line="316"/>
        <source>Own discards:</source>
        <translation>自分の捨て牌：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="273"/>
        <source>for furiten, e.g. 4s7s</source>
        <translation>フリテンの判定用、例 4s7s</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="328"/>
        <source>The analysis takes a hand of {0} or {1} tiles before its discard</source>
        <translation>牌効率の分析には {0} 枚、または打牌前の {1} 枚の手牌が必要です</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="370"/>
        <source>Complete hand: the discards below keep it one tile away</source>
        <translation>和了形です：下の打牌はどれも打った後あと 1 枚です</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="417"/>
        <source>Ready: {0} tiles can win</source>
        <translation>聴牌：和了牌は残り {0} 枚</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="375"/>
        <source>Shanten {0}: best first, by shanten, then tiles, then value</source>
        <translation>{0} 向聴：向聴数、有効牌の枚数、期待値の順に良いものから</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="318"/>
        <source>Page {0} of {1}: place {2}</source>
        <translation>{0}/{1} ページ：{2} 位</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="318"/>
        <source>Page {0} of {1}: places {2}–{3}</source>
        <translation>{0}/{1} ページ：{2}～{3} 位</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="320"/>
        <source>(paused)</source>
        <translation>（一時停止中）</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="379"/>
        <source>The store cannot be read: {0}</source>
        <translation>記録を読めません：{0}</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="386"/>
        <location filename="../tournament_seating.py" line="154"/>
        <location filename="../tournament_window.py" line="330"/>
        <source>No round seated yet.</source>
        <translation>まだどの回戦も配席されていません。</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="392"/>
        <location filename="../tournament_window.py" line="335"/>
        <source>closed</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="394"/>
        <location filename="../tournament_window.py" line="337"/>
        <source>{0} of {1} tables finished</source>
        <translation>{1} 卓中 {0} 卓終了</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="396"/>
        <location filename="../tournament_window.py" line="339"/>
        <source>Round {0} of {1}: {2}</source>
        <translation>第 {0} 回戦（全 {1} 回戦）：{2}</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="84"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="85"/>
        <location filename="../tournament_standings.py" line="215"/>
        <location filename="../tournament_window.py" line="82"/>
        <source>Player</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_layout.py" line="405"/>
        <location filename="../tournament_standings.py" line="86"/>
        <location filename="../tournament_window.py" line="255"/>
        <source>Country</source>
        <translation>国・地域</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="87"/>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Table points</source>
        <translation>順位点</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="88"/>
        <location filename="../tournament_standings.py" line="215"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="397"/>
        <location filename="../tournament_standings.py" line="90"/>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="217"/>
        <location filename="../standings_board.py" line="421"/>
        <source>Time!</source>
        <translation>時間です！</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="210"/>
        <location filename="../window_opens.py" line="77"/>
        <source>Store</source>
        <translation>記録の保存先</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="213"/>
        <source>Where the match sheets, the tournament window and the standings board keep the matches. A scoring station of a tournament uses the tournament&apos;s server.</source>
        <translation>記録表・大会ウィンドウ・順位ボードが対局を保存する場所です。大会の記録用端末は大会のサーバーを使います。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="220"/>
        <source>The environment variable MJSCORE_STORE names the store {0}: the windows use it, whatever is chosen here.</source>
        <translation>環境変数 MJSCORE_STORE が記録 {0} を指定しています：ここで何を選んでも、ウィンドウはそれを使います。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="225"/>
        <source>This computer&apos;s file: {0}</source>
        <translation>このコンピューターのファイル：{0}</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="226"/>
        <source>A server (PostgreSQL):</source>
        <translation>サーバー（PostgreSQL）：</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="228"/>
        <source>Test the connection</source>
        <translation>接続を試す</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="251"/>
        <source>A server&apos;s address starts with postgresql://, like postgresql://table1:PASSWORD@192.168.1.10/event</source>
        <translation>サーバーのアドレスは postgresql:// で始まります（例：postgresql://table1:PASSWORD@192.168.1.10/event）</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="256"/>
        <source>Connecting to {0}…</source>
        <translation>{0} に接続しています…</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="262"/>
        <source>Connected to {0}.</source>
        <translation>{0} に接続しました。</translation>
    </message>
    <message>
        <location filename="../store_setting.py" line="280"/>
        <source>The store cannot be used: {0}</source>
        <translation>記録を使えません：{0}</translation>
    </message>
    <message>
        <location filename="../glyphs.py" line="77"/>
        <source>No font on this computer draws {0} (in {1}): it shows as a box, and a PDF or printout of it is refused. Install a font that has it (on Debian or Ubuntu: fonts-noto-cjk).</source>
        <translation>このコンピューターには {0} を表示できるフォントがありません（{1} の中）。四角で表示され、PDF や印刷は拒否されます。この文字を含むフォントをインストールしてください（Debian・Ubuntu：fonts-noto-cjk）。</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="288"/>
        <source>Entries</source>
        <translation>記録</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="289"/>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location filename="../match_sheet_layout.py" line="291"/>
        <source>Each player&apos;s running total after every entry; a ring marks the dealer&apos;s hands</source>
        <translation>各記録後の各プレイヤーの持ち点の推移。丸印は親の局</translation>
    </message>
    <message>
        <location filename="../export.py" line="252"/>
        <source>Running totals</source>
        <translation>持ち点の推移</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="86"/>
        <source>Han</source>
        <translation>翻</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="87"/>
        <source>Fu</source>
        <translation>符</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="88"/>
        <source>Points paid</source>
        <translation>支払い点数</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="89"/>
        <source>Points received</source>
        <translation>受け取り点数</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="90"/>
        <source>Total ({0})</source>
        <translation>合計（{0}）</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="90"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="91"/>
        <source>Reaches the minimum?</source>
        <translation>縛りに届くか？</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="92"/>
        <source>Items (optional)</source>
        <translation>役（任意）</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="93"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="109"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="110"/>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="136"/>
        <source>the items, separated by commas, in the claim tab&apos;s words</source>
        <translation>役をカンマ区切りで（申告の確認と同じ書き方）</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="161"/>
        <source>No question yet: choose a topic and press Next.</source>
        <translation>まだ問題がありません：トピックを選んで「次へ」を押してください。</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="169"/>
        <source>Field “{0}” is not answered: choose Yes or No.</source>
        <translation>項目「{0}」が未回答です：はい か いいえ を選んでください。</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="177"/>
        <source>Field “{0}” is empty: {1}</source>
        <translation>項目「{0}」が空です：{1}</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="180"/>
        <source>Field “{0}”: “{1}” is not one number: {2}</source>
        <translation>項目「{0}」：「{1}」は一つの数ではありません：{2}</translation>
    </message>
    <message>
        <location filename="../trainer_answer.py" line="200"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="54"/>
        <source>Accuracy per topic (%), all answers up to each day</source>
        <translation>トピックごとの正答率（%）、各日までの全回答</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="56"/>
        <source>Line chart of the accuracy of {0} topic(s) over {1} day(s). Now: {2}.</source>
        <translation>折れ線グラフ：{1} 日間の {0} トピックの正答率。現在：{2}。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="87"/>
        <source>{0}: {1:.1f} s (table speed {2:g} s)</source>
        <translation>{0}：{1:.1f} 秒（卓上の速さ {2:g} 秒）</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="170"/>
        <source>No answers yet for this rule set: answer a few questions and come back.</source>
        <translation>このルールではまだ回答がありません：何問か答えてから見てください。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="177"/>
        <source>{0} answer(s), {1} right ({2:.0%}). Topics in Leitner box 1 are asked again soonest.</source>
        <translation>回答 {0} 問、正解 {1} 問（{2:.0%}）。ライトナー箱 1 のトピックが最初に再出題されます。</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="187"/>
        <source>Median time per topic (s); the tick: table speed</source>
        <translation>トピックごとの所要時間の中央値（秒）、縦線：卓上の速さ</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Topic</source>
        <translation>トピック</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Answered</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Right</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Accuracy</source>
        <translation>正答率</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Median s</source>
        <translation>中央値 秒</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="189"/>
        <source>Box</source>
        <translation>箱</translation>
    </message>
    <message>
        <location filename="../trainer_progress.py" line="200"/>
        <source>{0}: {1} of {2} right, median {3:.1f} s</source>
        <translation>{0}：{2} 問中 {1} 問正解、中央値 {3:.1f} 秒</translation>
    </message>
</context>
</TS>
