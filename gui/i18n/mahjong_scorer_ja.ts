<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="218"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} は4枚とも手牌にあります</translation>
    </message>
    <message>
        <location filename="../state.py" line="220"/>
        <source>{0} does not use red fives</source>
        <translation>{0} は赤牌を使いません</translation>
    </message>
    <message>
        <location filename="../state.py" line="223"/>
        <source>add {0}</source>
        <translation>追加 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="253"/>
        <location filename="../state.py" line="400"/>
        <source>{0} has no flowers</source>
        <translation>{0} に花牌はありません</translation>
    </message>
    <message>
        <location filename="../state.py" line="255"/>
        <source>flower {0} is already in the hand</source>
        <translation>花牌 {0} はすでにあります</translation>
    </message>
    <message>
        <location filename="../state.py" line="257"/>
        <source>add flower {0}</source>
        <translation>花牌追加 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="262"/>
        <source>remove flower {0}</source>
        <translation>花牌削除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="273"/>
        <source>remove {0}</source>
        <translation>削除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="278"/>
        <source>winning tile {0}</source>
        <translation>和了牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="310"/>
        <source>no room for another meld</source>
        <translation>これ以上副露できません</translation>
    </message>
    <message>
        <location filename="../state.py" line="239"/>
        <location filename="../state.py" line="248"/>
        <location filename="../state.py" line="296"/>
        <source>declare {0}</source>
        <translation>副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="232"/>
        <source>the hand is complete: remove a tile first (a kong counts as three tiles: select its four tiles and declare it)</source>
        <translation>牌が揃っています：先に1枚削除してください（槓子は3枚と数えます：4枚を選んで槓として宣言してください）</translation>
    </message>
    <message>
        <location filename="../state.py" line="326"/>
        <source>undeclare {0}</source>
        <translation>副露取消 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="336"/>
        <location filename="../state.py" line="343"/>
        <source>set {0}</source>
        <translation>設定 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="372"/>
        <source>preset {0}</source>
        <translation>プリセット {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="388"/>
        <source>rules {0}</source>
        <translation>ルール {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="397"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} に赤牌はありません</translation>
    </message>
    <message>
        <location filename="../state.py" line="403"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 枚：{1} は最大 {2} 枚</translation>
    </message>
    <message>
        <location filename="../state.py" line="407"/>
        <source>mark the winning tile with +</source>
        <translation>和了牌を + で示してください</translation>
    </message>
    <message>
        <location filename="../state.py" line="409"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>和了牌を含めて {0} の手牌は {1} 枚、この手は {2} 枚</translation>
    </message>
    <message>
        <location filename="../state.py" line="412"/>
        <location filename="../state.py" line="450"/>
        <source>type hand</source>
        <translation>手牌入力</translation>
    </message>
    <message>
        <location filename="../state.py" line="426"/>
        <source>open the wait {0}</source>
        <translation>待ち {0} を開く</translation>
    </message>
    <message>
        <location filename="../state.py" line="430"/>
        <source>back to the ready hand</source>
        <translation>聴牌形に戻る</translation>
    </message>
    <message>
        <location filename="../state.py" line="441"/>
        <source>show a recorded hand</source>
        <translation>記録した手を表示</translation>
    </message>
    <message>
        <location filename="../state.py" line="446"/>
        <source>clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../window.py" line="122"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../window.py" line="123"/>
        <source>type a hand, e.g. 123m456p789s1z [777z] +1z</source>
        <translation>手牌を入力（例：123m456p789s1z [777z] +1z）</translation>
    </message>
    <message>
        <location filename="../window.py" line="201"/>
        <source>Not applied: {0}</source>
        <translation>未反映：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="325"/>
        <source>Opened the hand after that discard: Undo (Ctrl+Z) goes back</source>
        <translation>その牌を打った後の手牌を開きました：元に戻す（Ctrl+Z）で戻ります</translation>
    </message>
    <message>
        <location filename="../window.py" line="452"/>
        <source>Load a preset file</source>
        <translation>プリセットファイルを読み込む</translation>
    </message>
    <message>
        <location filename="../window.py" line="453"/>
        <location filename="../window.py" line="495"/>
        <source>Preset files (*.toml);;All files (*)</source>
        <translation>プリセットファイル (*.toml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../window.py" line="467"/>
        <source>Cannot load the preset file</source>
        <translation>プリセットファイルを読み込めません</translation>
    </message>
    <message>
        <location filename="../window.py" line="468"/>
        <source>The preset file was not loaded: {0}
The presets already in use stay as they are.</source>
        <translation>プリセットファイルは読み込まれませんでした：{0}
使用中のプリセットはそのままです。</translation>
    </message>
    <message>
        <location filename="../window.py" line="494"/>
        <source>Save the options as a preset file</source>
        <translation>設定をプリセットファイルに保存</translation>
    </message>
    <message>
        <location filename="../window.py" line="520"/>
        <source>Cannot save the preset file</source>
        <translation>プリセットファイルを保存できません</translation>
    </message>
    <message>
        <location filename="../window.py" line="521"/>
        <source>The preset file was not saved: {0}</source>
        <translation>プリセットファイルは保存されませんでした：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="528"/>
        <source>Saved the options as the preset file {0}</source>
        <translation>設定をプリセットファイル {0} に保存しました</translation>
    </message>
    <message>
        <location filename="../window.py" line="542"/>
        <source>(not built yet)</source>
        <translation>（未実装）</translation>
    </message>
    <message>
        <location filename="../state.py" line="373"/>
        <location filename="../window.py" line="548"/>
        <source>defaults</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../window.py" line="549"/>
        <source>No preset: every rule option at its default value</source>
        <translation>プリセットなし：ルール設定はすべて既定値です</translation>
    </message>
    <message>
        <location filename="../window.py" line="677"/>
        <source>The hand box holds text that cannot be read: correct it, or press Ctrl+Z in it to go back to the tiles shown</source>
        <translation>手牌欄の文字が読み取れません：直すか、欄で Ctrl+Z を押して表示中の牌に戻ってください</translation>
    </message>
    <message>
        <location filename="../window.py" line="689"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../window.py" line="689"/>
        <source>Undo {0}</source>
        <translation>元に戻す：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="690"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../window.py" line="690"/>
        <source>Redo {0}</source>
        <translation>やり直す：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="732"/>
        <source>Not applied: these are the tiles of the last hand that could be read</source>
        <translation>未反映：最後に読み取れた手牌です</translation>
    </message>
    <message>
        <location filename="../window.py" line="842"/>
        <source>Mahjong Scorer</source>
        <translation>麻雀点数計算</translation>
    </message>
    <message>
        <location filename="../window.py" line="843"/>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <location filename="../window.py" line="844"/>
        <source>Preset:</source>
        <translation>プリセット：</translation>
    </message>
    <message>
        <location filename="../window.py" line="845"/>
        <source>Load preset…</source>
        <translation>プリセット読込…</translation>
    </message>
    <message>
        <location filename="../window.py" line="846"/>
        <source>Load an edited preset file (TOML) for this rule set</source>
        <translation>このルールの編集済みプリセットファイル（TOML）を読み込む</translation>
    </message>
    <message>
        <location filename="../window.py" line="847"/>
        <source>Save preset…</source>
        <translation>プリセットを保存…</translation>
    </message>
    <message>
        <location filename="../window.py" line="848"/>
        <source>Save this rule set&apos;s options and item values as a preset file (TOML) to edit or load again</source>
        <translation>このルールの設定と各項目の値をプリセットファイル（TOML）に保存します。編集や再読み込みができます</translation>
    </message>
    <message>
        <location filename="../window.py" line="850"/>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <location filename="../window.py" line="853"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../window.py" line="854"/>
        <source>Start a new hand: the tiles, melds and flowers go, and how and where it was won goes back to the defaults; the rule set, preset and options stay</source>
        <translation>新しい手を始めます：牌・副露・花牌を消し、和了の仕方と場況を既定に戻します。ルール・プリセット・設定はそのままです</translation>
    </message>
    <message>
        <location filename="../window.py" line="856"/>
        <source>Copy hand</source>
        <translation>手牌をコピー</translation>
    </message>
    <message>
        <location filename="../window.py" line="857"/>
        <source>Copy breakdown</source>
        <translation>内訳をコピー</translation>
    </message>
    <message>
        <location filename="../window.py" line="858"/>
        <source>Match sheet…</source>
        <translation>対局記録表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="859"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../window.py" line="860"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../window.py" line="861"/>
        <source>Rules of this rule set…</source>
        <translation>このルールの役と定義…</translation>
    </message>
    <message>
        <location filename="../window.py" line="862"/>
        <source>Points tables…</source>
        <translation>点数表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="867"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../window.py" line="868"/>
        <source>Keep a match&apos;s score sheet: record each hand as it is played</source>
        <translation>対局の記録表をつける：一局ごとに記録する</translation>
    </message>
    <message>
        <location filename="../window.py" line="871"/>
        <source>&amp;Waits</source>
        <translation>待ち(&amp;W)</translation>
    </message>
    <message>
        <location filename="../window.py" line="872"/>
        <source>&amp;Analysis</source>
        <translation>牌効率(&amp;A)</translation>
    </message>
    <message>
        <location filename="../window.py" line="873"/>
        <source>Check a &amp;claim</source>
        <translation>申告の確認(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="150"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="151"/>
        <source>Rule options</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="161"/>
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
        <location filename="../rules_browser.py" line="156"/>
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
        <location filename="../rules_browser.py" line="210"/>
        <source>Value: {0} {1}</source>
        <translation>値：{0}{1}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="216"/>
        <source>Not counted with it (it implies them or rules them out): {0}</source>
        <translation>これと同時には数えない（含む・排除する）：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="218"/>
        <source>Not counted when one of these counts: {0}</source>
        <translation>次のいずれかがあると数えない：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="230"/>
        <source>No example hand for this item yet.</source>
        <translation>この項目の例はまだありません。</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="244"/>
        <location filename="../widgets/hand.py" line="275"/>
        <location filename="../widgets/hand.py" line="276"/>
        <source>winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="399"/>
        <location filename="../widgets/hand.py" line="400"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：クリックで戻す</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="418"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：クリックで削除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="290"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 枚：和了形まであと {1} 枚。Ctrl+クリックで副露する牌を選択、右クリックでその他。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="293"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌が揃いました。+ の後ろが和了牌です（牌を右クリックで変更）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="451"/>
        <source>Make winning tile</source>
        <translation>和了牌にする</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="455"/>
        <source>Select for a meld</source>
        <translation>副露用に選択</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="458"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="95"/>
        <source>declared</source>
        <translation>副露</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="97"/>
        <source>winning tile here</source>
        <translation>和了牌はこの面子</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="99"/>
        <source>concealed</source>
        <translation>暗</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="191"/>
        <location filename="../widgets/results.py" line="192"/>
        <source>Table: {0}</source>
        <translation>点数表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="196"/>
        <source>No score: the hand box holds a mistake, so the tiles shown are not the hand typed. Fix the text or undo.</source>
        <translation>計算なし：手牌欄に誤りがあり、表示中の牌は入力した手ではありません。文字を直すか元に戻してください。</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="202"/>
        <source>Cannot score: {0}</source>
        <translation>計算できません：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="208"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>聴牌：{0} 種待ち</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="212"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>牌を追加：和了形まであと {0} 枚</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="236"/>
        <source>Pays: {0}; the winner receives {1}</source>
        <translation>支払い：{0}；和了者の受取 {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="334"/>
        <source>← Back to the ready hand</source>
        <translation>← 聴牌形に戻る</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="336"/>
        <source>Waits: {0}</source>
        <translation>待ち：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="210"/>
        <location filename="../widgets/results.py" line="338"/>
        <source>Not ready: shanten {0}</source>
        <translation>未聴牌：{0} 向聴</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="340"/>
        <source>Complete hand</source>
        <translation>牌が揃っています</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="342"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>あと1枚で和了の時に待ちを表示</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="99"/>
        <location filename="../rules_browser.py" line="156"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <location filename="../rules_browser.py" line="156"/>
        <location filename="../widgets/analysis.py" line="85"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="101"/>
        <source>Value ({0})</source>
        <translation>{0}数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="102"/>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="102"/>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="215"/>
        <source>{0} (no win)</source>
        <translation>{0}（和了不可）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="237"/>
        <source>Open the complete hand to read its breakdown (double-click or Enter)</source>
        <translation>和了形を開いて内訳を見る（ダブルクリックまたは Enter）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="246"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="246"/>
        <source>Left</source>
        <translation>残り</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="246"/>
        <location filename="../widgets/analysis.py" line="155"/>
        <source>Discard win</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="145"/>
        <source>Add item…</source>
        <translation>追加…</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="183"/>
        <source>{0}: “{1}” is not a whole number</source>
        <translation>{0}：「{1}」は整数ではありません</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="188"/>
        <source>Claimed total</source>
        <translation>申告の合計</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="189"/>
        <source>Winner receives</source>
        <translation>和了者の受け取り</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="205"/>
        <source>Claimed &amp;items:</source>
        <translation>申告した役(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="206"/>
        <source>names or ids, comma-separated</source>
        <translation>名前または id（カンマ区切り）</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="207"/>
        <source>Type what the player claims, in any of the four languages or by id; write a repeat as x2. Or pick items from the list.</source>
        <translation>申告された役を4言語のどれかまたは id で入力します。重複は x2 と書きます。一覧から選ぶこともできます。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="209"/>
        <source>Claimed &amp;total:</source>
        <translation>申告の合計(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="210"/>
        <source>Winner &amp;receives:</source>
        <translation>和了者の受け取り(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="212"/>
        <source>optional</source>
        <translation>省略可</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="214"/>
        <source>Clear claim</source>
        <translation>申告を消去</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="225"/>
        <source>Cannot read the claim: {0}</source>
        <translation>申告を読み取れません：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="228"/>
        <source>Enter what the player claims (items, total or amount) to check it against the score.</source>
        <translation>申告（役・合計・受け取り）を入力すると、計算と照合します。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="233"/>
        <source>No complete hand to check the claim against.</source>
        <translation>照合できる和了形の手がありません。</translation>
    </message>
    <message>
        <location filename="../export.py" line="156"/>
        <location filename="../export.py" line="217"/>
        <source>Match sheet: {0}</source>
        <translation>対局記録表：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="157"/>
        <source>{0}, started {1}</source>
        <translation>{0}、開始 {1}</translation>
    </message>
    <message>
        <location filename="../export.py" line="159"/>
        <source>Players: {0}</source>
        <translation>対局者：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="161"/>
        <source>Standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../export.py" line="163"/>
        <location filename="../match_sheet.py" line="506"/>
        <source>{0}. {1}: {2}, table points {3}</source>
        <translation>{0}. {1}：{2}、順位点 {3}</translation>
    </message>
    <message>
        <location filename="../export.py" line="171"/>
        <location filename="../match_sheet.py" line="143"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../export.py" line="171"/>
        <location filename="../match_sheet.py" line="143"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../export.py" line="171"/>
        <location filename="../match_sheet.py" line="143"/>
        <source>What happened</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../export.py" line="190"/>
        <source>Total {0} {1}; pays: {2}</source>
        <translation>合計 {0}{1}；支払い：{2}</translation>
    </message>
    <message>
        <location filename="../export.py" line="194"/>
        <source>The claim agreed.</source>
        <translation>申告は計算と一致しました。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="113"/>
        <source>the hand on screen has no winning tile</source>
        <translation>画面の手牌に和了牌がありません</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="145"/>
        <location filename="../match_sheet.py" line="400"/>
        <source>Player {0}</source>
        <translation>対局者 {0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="175"/>
        <source>claim agreed</source>
        <translation>申告一致</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="176"/>
        <source>claim differed: {0}</source>
        <translation>申告に違い：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="393"/>
        <source>Match sheet</source>
        <translation>対局記録表</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="394"/>
        <source>Match:</source>
        <translation>対局：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="395"/>
        <source>Export CSV…</source>
        <translation>CSV 書き出し…</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="396"/>
        <source>Export PDF…</source>
        <translation>PDF 書き出し…</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="397"/>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="398"/>
        <source>New match (player 1 is East in the first hand)</source>
        <translation>新しい対局（対局者 1 が最初の局の東家）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="401"/>
        <source>Start the match</source>
        <translation>対局を開始</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="402"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="403"/>
        <source>Show the hand</source>
        <translation>手牌を表示</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="404"/>
        <source>Replace with the hand on screen</source>
        <translation>画面の手牌で置き換え</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="405"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="406"/>
        <source>why the entry is changed or deleted (kept in its history)</source>
        <translation>変更・削除の理由（履歴に残ります）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="407"/>
        <source>A win: the hand on screen</source>
        <translation>和了：画面の手牌</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="408"/>
        <source>Winner:</source>
        <translation>和了者：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="409"/>
        <source>Discarder:</source>
        <translation>放銃者：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="410"/>
        <source>Record the win</source>
        <translation>和了を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="411"/>
        <source>A draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="412"/>
        <source>Record the draw</source>
        <translation>流局を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="413"/>
        <source>A penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="414"/>
        <source>Offender:</source>
        <translation>違反者：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="415"/>
        <source>Penalty:</source>
        <translation>罰則：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="416"/>
        <source>Points:</source>
        <translation>点数：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="417"/>
        <source>Note:</source>
        <translation>メモ：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="418"/>
        <source>Record the penalty</source>
        <translation>罰則を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="419"/>
        <source>This hand</source>
        <translation>この局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="431"/>
        <source>(no match)</source>
        <translation>（対局なし）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="471"/>
        <source>Match started: {0}</source>
        <translation>対局開始：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="499"/>
        <location filename="../match_sheet.py" line="657"/>
        <source>The match is over.</source>
        <translation>対局は終了しました。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="503"/>
        <source>Next hand: {0} ({1}).</source>
        <translation>次の局：{0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="504"/>
        <source>{0} · hands played: {1}. {2}</source>
        <translation>{0} · {1} 局終了。{2}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="544"/>
        <source>nobody: self-drawn</source>
        <translation>なし：ツモ</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="552"/>
        <source>{0} ready</source>
        <translation>{0} 聴牌</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="555"/>
        <source>Exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="555"/>
        <source>the wall ran out with no win</source>
        <translation>誰も和了せずに山が尽きた</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="658"/>
        <source>The sheet was changed by another program or window; the next hand is now {0}. Nothing was recorded: check the hand&apos;s seat, round and score, then record again.</source>
        <translation>記録表が別のプログラムかウィンドウで変更されました。次の局は {0} です。何も記録していません：自風・場風・点数を確認してから、もう一度記録してください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="706"/>
        <source>The winner cannot be the discarder: choose “nobody: self-drawn” for a self-drawn win.</source>
        <translation>和了者は放銃者になれません。ツモなら「なし：ツモ」を選んでください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="711"/>
        <source>The window is on {0}, the match is played under {1}: switch the rule set first.</source>
        <translation>画面は{0}、対局は{1}です。先にルールを切り替えてください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="724"/>
        <source>The seat and round were set from the sheet, and the score on screen changed. Nothing was recorded: check the score, then record again.</source>
        <translation>記録表から自風と場風を設定したため、画面の点数が変わりました。何も記録していません：点数を確認してから、もう一度記録してください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="740"/>
        <location filename="../match_sheet.py" line="774"/>
        <location filename="../match_sheet.py" line="798"/>
        <source>Not recorded: {0}</source>
        <translation>記録していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="744"/>
        <source> (seat and round set from the sheet)</source>
        <translation>（自風と場風は記録表から設定）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="745"/>
        <source>Recorded as entry {0}{1}.</source>
        <translation>第 {0} 件として記録しました{1}。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="780"/>
        <location filename="../match_sheet.py" line="802"/>
        <source>Recorded as entry {0}.</source>
        <translation>第 {0} 件として記録しました。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="825"/>
        <source>Not deleted: {0}</source>
        <translation>削除していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="829"/>
        <source>Entry {0} deleted; its history is kept.</source>
        <translation>第 {0} 件を削除しました。履歴は残ります。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="836"/>
        <source>Select a win to replace.</source>
        <translation>置き換える和了を選んでください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="846"/>
        <source>Not changed: {0}</source>
        <translation>変更していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="850"/>
        <source>Entry {0} is now revision {1}; the earlier one is kept in its history.</source>
        <translation>第 {0} 件は第 {1} 版になりました。以前の版は履歴に残ります。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="870"/>
        <source>deleted</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="870"/>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="870"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="870"/>
        <source>penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="872"/>
        <source>revision {0}, {1}: {2}{3}</source>
        <translation>第 {0} 版、{1}：{2}{3}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="881"/>
        <source>History of entry {0}</source>
        <translation>第 {0} 件の履歴</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="891"/>
        <source>Export the match as CSV</source>
        <translation>対局を CSV に書き出す</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="891"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="932"/>
        <source>Not written: {0}. {1}</source>
        <translation>書き込めませんでした：{0}。{1}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="934"/>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="926"/>
        <source>Written: {0}</source>
        <translation>書き出しました：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="904"/>
        <source>Export the match as PDF</source>
        <translation>対局を PDF に書き出す</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="88"/>
        <source>The disk is full.</source>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="89"/>
        <source>Permission denied.</source>
        <translation>書き込む権限がありません。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="90"/>
        <source>The disk is read-only.</source>
        <translation>ディスクは読み取り専用です。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="90"/>
        <source>The folder does not exist.</source>
        <translation>フォルダーがありません。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="91"/>
        <source>That is a folder.</source>
        <translation>それはフォルダーです。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="92"/>
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="492"/>
        <source>Choose a match, or start one: the players&apos; names, then Start the match.</source>
        <translation>対局を選ぶか、プレイヤーの名前を入れて「対局を開始」を押してください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="904"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ref_tables.py" line="43"/>
        <source>Points tables: {0}</source>
        <translation>点数表：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="85"/>
        <source>Discard</source>
        <translation>打牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="85"/>
        <source>Shanten</source>
        <translation>向聴数</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="85"/>
        <source>Tiles</source>
        <translation>枚数</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="85"/>
        <source>Improving tiles</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="85"/>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="94"/>
        <source>as it stands</source>
        <translation>現在の手牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="96"/>
        <source>Ready</source>
        <translation>聴牌</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="113"/>
        <source>Open the hand after this discard (double-click or Enter)</source>
        <translation>この牌を打った後の手牌を開く（ダブルクリックまたは Enter）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="124"/>
        <source>Furiten</source>
        <translation>フリテン</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="139"/>
        <source>Self-draw only: {0}</source>
        <translation>ツモのみ：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="149"/>
        <source>{0}: {1} unseen ({2})</source>
        <translation>{0}：残り {1} 枚（{2}）</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="155"/>
        <source>Self-drawn</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="249"/>
        <location filename="../widgets/analysis.py" line="281"/>
        <source>Seen on the table:</source>
        <translation>場に見えている牌：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="250"/>
        <source>other discards and melds, e.g. 1m1m9p</source>
        <translation>他家の捨て牌と副露、例 1m1m9p</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="251"/>
        <location filename="../widgets/analysis.py" line="282"/>
        <source>Own discards:</source>
        <translation>自分の捨て牌：</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="252"/>
        <source>for furiten, e.g. 4s7s</source>
        <translation>フリテンの判定用、例 4s7s</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="291"/>
        <source>The analysis takes a hand of {0} or {1} tiles before its discard</source>
        <translation>牌効率の分析には {0} 枚、または打牌前の {1} 枚の手牌が必要です</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="297"/>
        <source>Complete hand: the discards below keep it one tile away</source>
        <translation>和了形です：下の打牌はどれも打った後あと 1 枚です</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="299"/>
        <source>Ready: {0} tiles can win</source>
        <translation>聴牌：和了牌は残り {0} 枚</translation>
    </message>
    <message>
        <location filename="../widgets/analysis.py" line="301"/>
        <source>Shanten {0}: best first, by shanten, then tiles, then value</source>
        <translation>{0} 向聴：向聴数、有効牌の枚数、期待値の順に良いものから</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="123"/>
        <source>The store cannot be read: {0}</source>
        <translation>記録を読めません：{0}</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="130"/>
        <source>No round seated yet.</source>
        <translation>まだどの回戦も配席されていません。</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="133"/>
        <source>closed</source>
        <translation>終了</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="133"/>
        <source>{0} of {1} tables finished</source>
        <translation>{1} 卓中 {0} 卓終了</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="134"/>
        <source>Round {0} of {1}: {2}</source>
        <translation>第 {0} 回戦（全 {1} 回戦）：{2}</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="135"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="135"/>
        <source>Player</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="135"/>
        <source>Country</source>
        <translation>国・地域</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="135"/>
        <source>Table points</source>
        <translation>順位点</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="135"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="135"/>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location filename="../standings_board.py" line="166"/>
        <source>Time!</source>
        <translation>時間です！</translation>
    </message>
</context>
</TS>
