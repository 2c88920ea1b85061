<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <location filename="../state.py" line="230"/>
        <source>all four copies of {0} are already in the hand</source>
        <translation>{0} は4枚とも手牌にあります</translation>
    </message>
    <message>
        <location filename="../state.py" line="232"/>
        <source>{0} does not use red fives</source>
        <translation>{0} は赤牌を使いません</translation>
    </message>
    <message>
        <location filename="../state.py" line="234"/>
        <source>the hand is complete: remove a tile first</source>
        <translation>牌が揃っています：先に1枚削除してください</translation>
    </message>
    <message>
        <location filename="../state.py" line="235"/>
        <source>add {0}</source>
        <translation>追加 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="240"/>
        <location filename="../state.py" line="373"/>
        <source>{0} has no flowers</source>
        <translation>{0} に花牌はありません</translation>
    </message>
    <message>
        <location filename="../state.py" line="242"/>
        <source>flower {0} is already in the hand</source>
        <translation>花牌 {0} はすでにあります</translation>
    </message>
    <message>
        <location filename="../state.py" line="244"/>
        <source>add flower {0}</source>
        <translation>花牌追加 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="249"/>
        <source>remove flower {0}</source>
        <translation>花牌削除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="260"/>
        <source>remove {0}</source>
        <translation>削除 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="265"/>
        <source>winning tile {0}</source>
        <translation>和了牌 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="288"/>
        <source>no room for another meld</source>
        <translation>これ以上副露できません</translation>
    </message>
    <message>
        <location filename="../state.py" line="293"/>
        <source>declare {0}</source>
        <translation>副露 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="306"/>
        <source>undeclare {0}</source>
        <translation>副露取消 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="316"/>
        <location filename="../state.py" line="323"/>
        <source>set {0}</source>
        <translation>設定 {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="345"/>
        <source>preset {0}</source>
        <translation>プリセット {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="361"/>
        <source>rules {0}</source>
        <translation>ルール {0}</translation>
    </message>
    <message>
        <location filename="../state.py" line="370"/>
        <source>red five {0}: {1} has no red fives</source>
        <translation>赤五 {0}：{1} に赤牌はありません</translation>
    </message>
    <message>
        <location filename="../state.py" line="376"/>
        <source>{0} tiles: {1} takes at most {2}</source>
        <translation>{0} 枚：{1} は最大 {2} 枚</translation>
    </message>
    <message>
        <location filename="../state.py" line="380"/>
        <source>mark the winning tile with +</source>
        <translation>和了牌を + で示してください</translation>
    </message>
    <message>
        <location filename="../state.py" line="382"/>
        <source>with its winning tile a {0} hand has {1} tiles, this one {2}</source>
        <translation>和了牌を含めて {0} の手牌は {1} 枚、この手は {2} 枚</translation>
    </message>
    <message>
        <location filename="../state.py" line="385"/>
        <location filename="../state.py" line="423"/>
        <source>type hand</source>
        <translation>手牌入力</translation>
    </message>
    <message>
        <location filename="../state.py" line="399"/>
        <source>open the wait {0}</source>
        <translation>待ち {0} を開く</translation>
    </message>
    <message>
        <location filename="../state.py" line="403"/>
        <source>back to the ready hand</source>
        <translation>聴牌形に戻る</translation>
    </message>
    <message>
        <location filename="../state.py" line="414"/>
        <source>show a recorded hand</source>
        <translation>記録した手を表示</translation>
    </message>
    <message>
        <location filename="../state.py" line="419"/>
        <source>clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../window.py" line="121"/>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../window.py" line="122"/>
        <source>type a hand, e.g. 123m456p789s1z [777z] +1z</source>
        <translation>手牌を入力（例：123m456p789s1z [777z] +1z）</translation>
    </message>
    <message>
        <location filename="../window.py" line="200"/>
        <source>Not applied: {0}</source>
        <translation>未反映：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="406"/>
        <source>Load a preset file</source>
        <translation>プリセットファイルを読み込む</translation>
    </message>
    <message>
        <location filename="../window.py" line="407"/>
        <source>Preset files (*.toml);;All files (*)</source>
        <translation>プリセットファイル (*.toml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../window.py" line="421"/>
        <source>Cannot load the preset file</source>
        <translation>プリセットファイルを読み込めません</translation>
    </message>
    <message>
        <location filename="../window.py" line="422"/>
        <source>The preset file was not loaded: {0}
The presets already in use stay as they are.</source>
        <translation>プリセットファイルは読み込まれませんでした：{0}
使用中のプリセットはそのままです。</translation>
    </message>
    <message>
        <location filename="../window.py" line="442"/>
        <source>(not built yet)</source>
        <translation>（未実装）</translation>
    </message>
    <message>
        <location filename="../state.py" line="346"/>
        <location filename="../window.py" line="448"/>
        <source>defaults</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../window.py" line="449"/>
        <source>No preset: every rule option at its default value</source>
        <translation>プリセットなし：ルール設定はすべて既定値です</translation>
    </message>
    <message>
        <location filename="../window.py" line="539"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../window.py" line="539"/>
        <source>Undo {0}</source>
        <translation>元に戻す：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="540"/>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <location filename="../window.py" line="540"/>
        <source>Redo {0}</source>
        <translation>やり直す：{0}</translation>
    </message>
    <message>
        <location filename="../window.py" line="582"/>
        <source>Not applied: these are the tiles of the last hand that could be read</source>
        <translation>未反映：最後に読み取れた手牌です</translation>
    </message>
    <message>
        <location filename="../window.py" line="690"/>
        <source>Mahjong Scorer</source>
        <translation>麻雀点数計算</translation>
    </message>
    <message>
        <location filename="../window.py" line="691"/>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <location filename="../window.py" line="692"/>
        <source>Preset:</source>
        <translation>プリセット：</translation>
    </message>
    <message>
        <location filename="../window.py" line="693"/>
        <source>Load preset…</source>
        <translation>プリセット読込…</translation>
    </message>
    <message>
        <location filename="../window.py" line="694"/>
        <source>Load an edited preset file (TOML) for this rule set</source>
        <translation>このルールの編集済みプリセットファイル（TOML）を読み込む</translation>
    </message>
    <message>
        <location filename="../window.py" line="695"/>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <location filename="../window.py" line="698"/>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../window.py" line="699"/>
        <source>Start a new hand: the tiles, melds and flowers go, and how and where it was won goes back to the defaults; the rule set, preset and options stay</source>
        <translation>新しい手を始めます：牌・副露・花牌を消し、和了の仕方と場況を既定に戻します。ルール・プリセット・設定はそのままです</translation>
    </message>
    <message>
        <location filename="../window.py" line="701"/>
        <source>Copy hand</source>
        <translation>手牌をコピー</translation>
    </message>
    <message>
        <location filename="../window.py" line="702"/>
        <source>Copy breakdown</source>
        <translation>内訳をコピー</translation>
    </message>
    <message>
        <location filename="../window.py" line="703"/>
        <source>Match sheet…</source>
        <translation>対局記録表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="704"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../window.py" line="705"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../window.py" line="706"/>
        <source>Rules of this rule set…</source>
        <translation>このルールの役と定義…</translation>
    </message>
    <message>
        <location filename="../window.py" line="707"/>
        <source>Points tables…</source>
        <translation>点数表…</translation>
    </message>
    <message>
        <location filename="../window.py" line="712"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../window.py" line="713"/>
        <source>Keep a match&apos;s score sheet: record each hand as it is played</source>
        <translation>対局の記録表をつける：一局ごとに記録する</translation>
    </message>
    <message>
        <location filename="../window.py" line="716"/>
        <source>&amp;Waits</source>
        <translation>待ち(&amp;W)</translation>
    </message>
    <message>
        <location filename="../window.py" line="717"/>
        <source>Check a &amp;claim</source>
        <translation>申告の確認(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="146"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="147"/>
        <source>Rule options</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <location filename="../widgets/context.py" line="157"/>
        <source>Pick a tile</source>
        <translation>牌を選ぶ</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="166"/>
        <location filename="../widgets/hand.py" line="168"/>
        <source>{0}: {1} left</source>
        <translation>{0}：残り {1} 枚</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="107"/>
        <source>Rules: {0}</source>
        <translation>ルール：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="117"/>
        <source>Section</source>
        <translation>区分</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="133"/>
        <source>Example hand</source>
        <translation>例</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="175"/>
        <source>Value: {0} {1}</source>
        <translation>値：{0}{1}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="181"/>
        <source>Not counted with it (it implies them or rules them out): {0}</source>
        <translation>これと同時には数えない（含む・排除する）：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="183"/>
        <source>Not counted when one of these counts: {0}</source>
        <translation>次のいずれかがあると数えない：{0}</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="195"/>
        <source>No example hand for this item yet.</source>
        <translation>この項目の例はまだありません。</translation>
    </message>
    <message>
        <location filename="../rules_browser.py" line="209"/>
        <location filename="../widgets/hand.py" line="256"/>
        <location filename="../widgets/hand.py" line="257"/>
        <source>winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="368"/>
        <location filename="../widgets/hand.py" line="369"/>
        <source>declared {0}: click to undeclare</source>
        <translation>副露 {0}：クリックで戻す</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="388"/>
        <source>flower {0}: click to remove</source>
        <translation>花牌 {0}：クリックで削除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="271"/>
        <source>{0} tiles; {1} more to a complete hand. Ctrl+click tiles to select a meld, right-click for more.</source>
        <translation>{0} 枚：和了形まであと {1} 枚。Ctrl+クリックで副露する牌を選択、右クリックでその他。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="274"/>
        <source>Complete hand; the tile after + is the winning tile (right-click a tile to change it).</source>
        <translation>牌が揃いました。+ の後ろが和了牌です（牌を右クリックで変更）。</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="421"/>
        <source>Make winning tile</source>
        <translation>和了牌にする</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="425"/>
        <source>Select for a meld</source>
        <translation>副露用に選択</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="428"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="436"/>
        <source>Chi</source>
        <translation>チー</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="437"/>
        <source>Pon</source>
        <translation>ポン</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="438"/>
        <source>Kan</source>
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="439"/>
        <source>Added kan</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../widgets/hand.py" line="440"/>
        <source>Concealed kan</source>
        <translation>暗槓</translation>
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
        <location filename="../widgets/results.py" line="186"/>
        <source>No score: the hand box holds a mistake, so the tiles shown are not the hand typed. Fix the text or undo.</source>
        <translation>計算なし：手牌欄に誤りがあり、表示中の牌は入力した手ではありません。文字を直すか元に戻してください。</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="192"/>
        <source>Cannot score: {0}</source>
        <translation>計算できません：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="198"/>
        <source>Ready: waiting on {0} tile(s)</source>
        <translation>聴牌：{0} 種待ち</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="202"/>
        <source>Add tiles: {0} more to a complete hand</source>
        <translation>牌を追加：和了形まであと {0} 枚</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="226"/>
        <source>Pays: {0}; the winner receives {1}</source>
        <translation>支払い：{0}；和了者の受取 {1}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="317"/>
        <source>← Back to the ready hand</source>
        <translation>← 聴牌形に戻る</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="319"/>
        <source>Waits: {0}</source>
        <translation>待ち：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="200"/>
        <location filename="../widgets/results.py" line="321"/>
        <source>Not ready: shanten {0}</source>
        <translation>未聴牌：{0} 向聴</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="323"/>
        <source>Complete hand</source>
        <translation>牌が揃っています</translation>
    </message>
    <message>
        <location filename="../widgets/results.py" line="325"/>
        <source>Waits appear when the hand is one tile short</source>
        <translation>あと1枚で和了の時に待ちを表示</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="95"/>
        <location filename="../rules_browser.py" line="117"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="97"/>
        <location filename="../rules_browser.py" line="117"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="97"/>
        <source>Value ({0})</source>
        <translation>{0}数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="98"/>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="98"/>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="211"/>
        <source>{0} (no win)</source>
        <translation>{0}（和了不可）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="233"/>
        <source>Open the complete hand to read its breakdown (double-click or Enter)</source>
        <translation>和了形を開いて内訳を見る（ダブルクリックまたは Enter）</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="242"/>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="242"/>
        <source>Left</source>
        <translation>残り</translation>
    </message>
    <message>
        <location filename="../models/__init__.py" line="242"/>
        <source>Discard win</source>
        <translation>ロン</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="122"/>
        <source>Add an item…</source>
        <translation>項目を追加…</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="160"/>
        <source>{0}: “{1}” is not a whole number</source>
        <translation>{0}：「{1}」は整数ではありません</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="165"/>
        <source>Claimed total</source>
        <translation>申告の合計</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="166"/>
        <source>Winner receives</source>
        <translation>和了者の受け取り</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="182"/>
        <source>Claimed &amp;items:</source>
        <translation>申告した役(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="183"/>
        <source>names or ids, separated by commas, e.g. Full Flush, Self-Drawn</source>
        <translation>名前または id をカンマ区切りで（例：清一色, ツモ）</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="184"/>
        <source>Type what the player claims, in any of the four languages or by id; write a repeat as x2. Or pick items from the list.</source>
        <translation>申告された役を4言語のどれかまたは id で入力します。重複は x2 と書きます。一覧から選ぶこともできます。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="186"/>
        <source>Claimed &amp;total:</source>
        <translation>申告の合計(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="187"/>
        <source>Winner &amp;receives:</source>
        <translation>和了者の受け取り(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="188"/>
        <location filename="../widgets/claim.py" line="189"/>
        <source>optional</source>
        <translation>省略可</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="190"/>
        <source>Clear claim</source>
        <translation>申告を消去</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="201"/>
        <source>Cannot read the claim: {0}</source>
        <translation>申告を読み取れません：{0}</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="204"/>
        <source>Enter what the player claims (items, total or amount) to check it against the score.</source>
        <translation>申告（役・合計・受け取り）を入力すると、計算と照合します。</translation>
    </message>
    <message>
        <location filename="../widgets/claim.py" line="209"/>
        <source>No complete hand to check the claim against.</source>
        <translation>照合できる和了形の手がありません。</translation>
    </message>
    <message>
        <location filename="../export.py" line="135"/>
        <location filename="../export.py" line="195"/>
        <source>Match sheet: {0}</source>
        <translation>対局記録表：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="136"/>
        <source>{0}, started {1}</source>
        <translation>{0}、開始 {1}</translation>
    </message>
    <message>
        <location filename="../export.py" line="138"/>
        <source>Players: {0}</source>
        <translation>対局者：{0}</translation>
    </message>
    <message>
        <location filename="../export.py" line="140"/>
        <source>Standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../export.py" line="142"/>
        <location filename="../match_sheet.py" line="543"/>
        <source>{0}. {1}: {2}, table points {3}</source>
        <translation>{0}. {1}：{2}、順位点 {3}</translation>
    </message>
    <message>
        <location filename="../export.py" line="148"/>
        <location filename="../match_sheet.py" line="174"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../export.py" line="148"/>
        <location filename="../match_sheet.py" line="174"/>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../export.py" line="148"/>
        <location filename="../match_sheet.py" line="174"/>
        <source>What happened</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../export.py" line="168"/>
        <source>Total {0} {1}; pays: {2}</source>
        <translation>合計 {0}{1}；支払い：{2}</translation>
    </message>
    <message>
        <location filename="../export.py" line="172"/>
        <source>The claim agreed.</source>
        <translation>申告は計算と一致しました。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="145"/>
        <source>the hand on screen has no winning tile</source>
        <translation>画面の手牌に和了牌がありません</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="176"/>
        <location filename="../match_sheet.py" line="438"/>
        <source>Player {0}</source>
        <translation>対局者 {0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="206"/>
        <source>claim agreed</source>
        <translation>申告一致</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="207"/>
        <source>claim differed: {0}</source>
        <translation>申告に違い：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="431"/>
        <source>Match sheet</source>
        <translation>対局記録表</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="432"/>
        <source>Match:</source>
        <translation>対局：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="433"/>
        <source>Export CSV…</source>
        <translation>CSV 書き出し…</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="434"/>
        <source>Export PDF…</source>
        <translation>PDF 書き出し…</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="435"/>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="436"/>
        <source>New match (player 1 is East in the first hand)</source>
        <translation>新しい対局（対局者 1 が最初の局の東家）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="439"/>
        <source>Start the match</source>
        <translation>対局を開始</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="440"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="441"/>
        <source>Show the hand</source>
        <translation>手牌を表示</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="442"/>
        <source>Replace with the hand on screen</source>
        <translation>画面の手牌で置き換え</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="443"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="444"/>
        <source>why the entry is changed or deleted (kept in its history)</source>
        <translation>変更・削除の理由（履歴に残ります）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="445"/>
        <source>A win: the hand on screen</source>
        <translation>和了：画面の手牌</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="446"/>
        <source>Winner:</source>
        <translation>和了者：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="447"/>
        <source>Discarder:</source>
        <translation>放銃者：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="448"/>
        <source>Record the win</source>
        <translation>和了を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="449"/>
        <source>A draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="450"/>
        <source>Record the draw</source>
        <translation>流局を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="451"/>
        <source>A penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="452"/>
        <source>Offender:</source>
        <translation>違反者：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="453"/>
        <source>Penalty:</source>
        <translation>罰則：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="454"/>
        <source>Points:</source>
        <translation>点数：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="455"/>
        <source>Note:</source>
        <translation>メモ：</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="456"/>
        <source>Record the penalty</source>
        <translation>罰則を記録</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="457"/>
        <source>This hand</source>
        <translation>この局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="469"/>
        <source>(no match)</source>
        <translation>（対局なし）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="508"/>
        <source>Match started: {0}</source>
        <translation>対局開始：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="529"/>
        <source>Choose a match, or start one: four names, then Start the match.</source>
        <translation>対局を選ぶか、4人の名前を入れて「対局を開始」を押してください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="536"/>
        <location filename="../match_sheet.py" line="693"/>
        <source>The match is over.</source>
        <translation>対局は終了しました。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="540"/>
        <source>Next hand: {0} ({1}).</source>
        <translation>次の局：{0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="541"/>
        <source>{0} · hands played: {1}. {2}</source>
        <translation>{0} · {1} 局終了。{2}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="581"/>
        <source>nobody: self-drawn</source>
        <translation>なし：ツモ</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="589"/>
        <source>{0} ready</source>
        <translation>{0} 聴牌</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="592"/>
        <source>Exhaustive draw</source>
        <translation>荒牌流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="592"/>
        <source>the wall ran out with no win</source>
        <translation>誰も和了せずに山が尽きた</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="694"/>
        <source>The sheet was changed by another program or window; the next hand is now {0}. Nothing was recorded: check the hand&apos;s seat, round and score, then record again.</source>
        <translation>記録表が別のプログラムかウィンドウで変更されました。次の局は {0} です。何も記録していません：自風・場風・点数を確認してから、もう一度記録してください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="736"/>
        <source>The winner cannot be the discarder: choose “nobody: self-drawn” for a self-drawn win.</source>
        <translation>和了者は放銃者になれません。ツモなら「なし：ツモ」を選んでください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="741"/>
        <source>The window is on {0}, the match is played under {1}: switch the rule set first.</source>
        <translation>画面は{0}、対局は{1}です。先にルールを切り替えてください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="754"/>
        <source>The seat and round were set from the sheet, and the score on screen changed. Nothing was recorded: check the score, then record again.</source>
        <translation>記録表から自風と場風を設定したため、画面の点数が変わりました。何も記録していません：点数を確認してから、もう一度記録してください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="770"/>
        <location filename="../match_sheet.py" line="804"/>
        <location filename="../match_sheet.py" line="828"/>
        <source>Not recorded: {0}</source>
        <translation>記録していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="774"/>
        <source> (seat and round set from the sheet)</source>
        <translation>（自風と場風は記録表から設定）</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="775"/>
        <source>Recorded as entry {0}{1}.</source>
        <translation>第 {0} 件として記録しました{1}。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="810"/>
        <location filename="../match_sheet.py" line="832"/>
        <source>Recorded as entry {0}.</source>
        <translation>第 {0} 件として記録しました。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="855"/>
        <source>Not deleted: {0}</source>
        <translation>削除していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="859"/>
        <source>Entry {0} deleted; its history is kept.</source>
        <translation>第 {0} 件を削除しました。履歴は残ります。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="866"/>
        <source>Select a win to replace.</source>
        <translation>置き換える和了を選んでください。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="876"/>
        <source>Not changed: {0}</source>
        <translation>変更していません：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="880"/>
        <source>Entry {0} is now revision {1}; the earlier one is kept in its history.</source>
        <translation>第 {0} 件は第 {1} 版になりました。以前の版は履歴に残ります。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="900"/>
        <source>deleted</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="900"/>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="900"/>
        <source>draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="900"/>
        <source>penalty</source>
        <translation>罰則</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="902"/>
        <source>revision {0}, {1}: {2}{3}</source>
        <translation>第 {0} 版、{1}：{2}{3}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="911"/>
        <source>History of entry {0}</source>
        <translation>第 {0} 件の履歴</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="921"/>
        <source>Export the match as CSV</source>
        <translation>対局を CSV に書き出す</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="921"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="962"/>
        <source>Not written: {0}. {1}</source>
        <translation>書き込めませんでした：{0}。{1}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="964"/>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="956"/>
        <source>Written: {0}</source>
        <translation>書き出しました：{0}</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="934"/>
        <source>Export the match as PDF</source>
        <translation>対局を PDF に書き出す</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="118"/>
        <source>The disk is full.</source>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="119"/>
        <source>Permission denied.</source>
        <translation>書き込む権限がありません。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="120"/>
        <source>The disk is read-only.</source>
        <translation>ディスクは読み取り専用です。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="120"/>
        <source>The folder does not exist.</source>
        <translation>フォルダーがありません。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="121"/>
        <source>That is a folder.</source>
        <translation>それはフォルダーです。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="122"/>
        <source>The file could not be written.</source>
        <translation>ファイルを書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../match_sheet.py" line="934"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ref_tables.py" line="43"/>
        <source>Points tables: {0}</source>
        <translation>点数表：{0}</translation>
    </message>
</context>
</TS>
