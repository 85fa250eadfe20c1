# 張貼的賠率表：告示牌及視窗的「賠率表」畫面。詞彙依 GLOSSARY-zh.md。
# 「賠」(to)：本金另退；「倍（含本金）」(for)：派彩已含本金。
sign-pays-to = { $n }賠{ $d }
sign-pays-for = { $d ->
    [1] { $n }倍（含本金）
   *[other] { $n }賠{ $d }（含本金）
}
sign-pays-meter = 累積獎金的{ $percent }%
sign-not-available = 不適用
sign-game = { $game ->
    [blackjack] 二十一點
   *[other] { $title }
}
sign-decks = { $count }副牌
sign-bet-main = 主注
sign-bet-tie = 和
sign-bet-insurance = 保險
sign-bet-lucky-break = Lucky Break
sign-stake-fixed = 每注固定{ $amount }
sign-stake-range = 最低投注 { $min } · 最高投注 { $max }
sign-identity = { $id } · 版本 { $version } · 生效日期 { $effective } · 指紋 { $fingerprint }
sign-identity-meter = { $id } · 版本 { $version } · 生效日期 { $effective } · 指紋 { $fingerprint } · 累積獎金增幅 { $increment }
sign-cards = { $cards ->
    [first-two] 玩家首兩張牌
    [first-two-up] 玩家首兩張牌及莊家明牌
    [first-two-hit] 玩家首兩張牌及第一張要牌
   *[dealer-final] 莊家最終的牌
}
sign-cards-note = 以{ $cards }計算。{ $highest }
sign-highest-line = 只派最高一項。
sign-highest-line-hit-card = 只派最高一項。計算的牌：玩家首兩張牌，及項目註明時的第一張要牌，即第一手牌以要牌或加倍所得的第三張牌（分牌後的第二張牌不算）。即使該手牌爆牌或為黑傑克亦計算；沒有要牌時，需要要牌的項目不能贏。
sign-main-lucky-nine = Lucky 9（兩張牌合共9點，不含10或公仔牌）
sign-main-other-win = 其他贏牌
sign-main-win = 贏牌
sign-main-tie = 和局
sign-main-insurance = 保險
sign-main-even-money = 莊家明牌為A時，黑傑克可選平賠
sign-lead-pays = { $game } { $pays }
sign-dealer-busts = 莊家爆牌 { $total } 點
sign-suited-five = 5張或以上同花色
sign-suited-four = 4張同花色
sign-suited-three = 3張同花色
sign-unsuited = 非同花色
sign-base-pay-only = 只派基本賠率
sign-base-plus = + 基本 × { $times }
sign-base-times = 基本 × { $times }
sign-heading-base-pay = 按莊家爆牌點數的基本賠率
sign-heading-suited-bonus = 同花色獎金，於基本賠率之上另派
sign-heading-suited-multiplier = 同花色倍數，取代基本賠率
sign-example-adds = 投注{ $stake }，莊家爆牌26點且5張同花色：贏{ $base } + { $bonus } = { $total }
sign-example-replaces = 投注{ $stake }，莊家爆牌26點且5張同花色：贏{ $won }
sign-example = 例子：{ $example }
sign-option = { $option }。
sign-rule-baccarat-count = 百家樂計點：A為1點，2至9按牌面，10及公仔牌為0點。玩家可要牌一次；莊家0至4點補牌，5至9點停牌。
sign-rule-split-nine = 分牌後的兩張牌9點不算Lucky 9：以平賠（1賠1）派彩。
sign-rule-community = 共用公共牌；每個終端機各自決定。
sign-rule-tie = { $option }；分牌後以第一手牌為準。
sign-rule-lucky-break-wins = 莊家爆牌，且該投注位每手牌均為26點或以下即贏。莊家黑傑克則輸。
sign-rule-lucky-break-suited = 同花色倍數以莊家爆牌的牌計算。{ $option }。
sign-rule-dealer-completes = 此注有效時，即使所有玩家的牌均已爆牌，莊家仍會完成其牌。
sign-rule-requires = { $bet }須由同一方在同一投注位同時投注{ $needed }方可下注。{ $needed }另行派彩。
sign-rule-requires-dealer = { $bet }須由同一方在同一投注位同時投注{ $needed }方可下注（為莊家投注的{ $bet }須同時為莊家投注{ $needed }）。{ $needed }另行派彩。
sign-declared-suit-blank = 指定花色：______________
sign-rule-no-declared-suit = 未指定花色時，指定花色一項不能贏。
sign-nines-lucky-beats-three-card = Lucky 9勝三張牌的9點；其他9點對9點為和局
sign-nines-all-push = 所有9點對9點均為和局
sign-qualify-any-hand = 任何牌合共0、1或2點即輸
sign-qualify-three-card = 只有三張牌合共0、1或2點才輸
sign-tie-wins-main-pushes = 主注和局時，和注贏
sign-tie-wins-equal-totals = 點數相同時，和注贏
sign-blackjack-pays = 黑傑克{ $pays }
sign-soft17-stand = 莊家軟17點停牌
sign-soft17-hit = 莊家軟17點要牌
sign-peek-yes = 莊家查看暗牌是否黑傑克
sign-peek-no = 莊家不查看暗牌（無暗牌）
sign-double-any-two = 任何兩張牌可加倍
sign-double-9-11 = 硬9、10或11點可加倍
sign-double-10-11 = 10或11點可加倍
sign-double-hard-10-11 = 硬10或11點可加倍
sign-double-2-20 = 2至20點可加倍
sign-surrender-late = 遲投降
sign-surrender-none = 不可投降
sign-surrender-enabled = 可投降
sign-surrender-except-dealer-blackjack = 可投降；莊家黑傑克時則輸
sign-multiplier-adds-to-base = 倍數另加於基本賠率
sign-multiplier-replaces-base = 倍數取代基本賠率
sign-dealt = 使用{ $decks }
sign-dealt-edge = 使用{ $decks } · { $edge }
sign-edge = 莊家優勢 { $percent }%
sign-edge-meter = 莊家優勢 { $percent }%（累積獎金為{ $reseed }時）
sign-proof = 校樣 — 不得張貼
sign-proof-why = 未核實的賠率表：請與張貼的告示核對；營運方核實後方可張貼。
sign-pdf-title = { $name } 告示牌
sign-cli-written = { $paytable } 的告示牌已寫入 { $file }
sign-cli-unusable = 賠率表「{ $paytable }」無法使用：其營運方檔案未能載入：{ $why }
