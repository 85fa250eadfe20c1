# 张贴的赔率表：告示牌及视窗的「赔率表」画面。词汇依 GLOSSARY-zh.md。
# 「赔」(to)：本金另退；「倍（含本金）」(for)：派彩已含本金。
sign-pays-to = { $n }赔{ $d }
sign-pays-for = { $d ->
    [1] { $n }倍（含本金）
   *[other] { $n }赔{ $d }（含本金）
}
sign-pays-meter = 累积奖金的{ $percent }%
sign-not-available = 不适用
sign-game = { $game ->
    [blackjack] 二十一点
   *[other] { $title }
}
sign-decks = { $count }副牌
sign-bet-main = 主注
sign-bet-tie = 和
sign-bet-insurance = 保险
sign-bet-lucky-break = Lucky Break
sign-stake-fixed = 每注固定{ $amount }
sign-stake-range = 最低投注 { $min } · 最高投注 { $max }
sign-identity = { $id } · 版本 { $version } · 生效日期 { $effective } · 指纹 { $fingerprint }
sign-identity-meter = { $id } · 版本 { $version } · 生效日期 { $effective } · 指纹 { $fingerprint } · 累积奖金增幅 { $increment }
sign-cards = { $cards ->
    [first-two] 玩家首两张牌
    [first-two-up] 玩家首两张牌及庄家明牌
    [first-two-hit] 玩家首两张牌及第一张要牌
   *[dealer-final] 庄家最终的牌
}
sign-cards-note = 以{ $cards }计算。{ $highest }
sign-highest-line = 只派最高一项。
sign-highest-line-hit-card = 只派最高一项。计算的牌：玩家首两张牌，及项目注明时的第一张要牌，即第一手牌以要牌或加倍所得的第三张牌（分牌后的第二张牌不算）。即使该手牌爆牌或为黑杰克亦计算；没有要牌时，需要要牌的项目不能赢。
sign-main-lucky-nine = Lucky 9（两张牌合共9点，不含10或花牌）
sign-main-other-win = 其他赢牌
sign-main-win = 赢牌
sign-main-tie = 和局
sign-main-insurance = 保险
sign-main-even-money = 庄家明牌为A时，黑杰克可选平赔
sign-lead-pays = { $game } { $pays }
sign-dealer-busts = 庄家爆牌 { $total } 点
sign-suited-five = 5张或以上同花色
sign-suited-four = 4张同花色
sign-suited-three = 3张同花色
sign-unsuited = 非同花色
sign-base-pay-only = 只派基本赔率
sign-base-plus = + 基本 × { $times }
sign-base-times = 基本 × { $times }
sign-heading-base-pay = 按庄家爆牌点数的基本赔率
sign-heading-suited-bonus = 同花色奖金，于基本赔率之上另派
sign-heading-suited-multiplier = 同花色倍数，取代基本赔率
sign-example-adds = 投注{ $stake }，庄家爆牌26点且5张同花色：赢{ $base } + { $bonus } = { $total }
sign-example-replaces = 投注{ $stake }，庄家爆牌26点且5张同花色：赢{ $won }
sign-example = 例子：{ $example }
sign-option = { $option }。
sign-rule-baccarat-count = 百家乐计点：A为1点，2至9按牌面，10及花牌为0点。玩家可要牌一次；庄家0至4点补牌，5至9点停牌。
sign-rule-split-nine = 分牌后的两张牌9点不算Lucky 9：以平赔（1赔1）派彩。
sign-rule-community = 共用公共牌；每个终端机各自决定。
sign-rule-tie = { $option }；分牌后以第一手牌为准。
sign-rule-lucky-break-wins = 庄家爆牌，且该投注位每手牌均为26点或以下即赢。庄家黑杰克则输。
sign-rule-lucky-break-suited = 同花色倍数以庄家爆牌的牌计算。{ $option }。
sign-rule-dealer-completes = 此注有效时，即使所有玩家的牌均已爆牌，庄家仍会完成其牌。
sign-rule-requires = { $bet }须由同一方在同一投注位同时投注{ $needed }方可下注。{ $needed }另行派彩。
sign-rule-requires-dealer = { $bet }须由同一方在同一投注位同时投注{ $needed }方可下注（为庄家投注的{ $bet }须同时为庄家投注{ $needed }）。{ $needed }另行派彩。
sign-declared-suit-blank = 指定花色：______________
sign-rule-no-declared-suit = 未指定花色时，指定花色一项不能赢。
sign-nines-lucky-beats-three-card = Lucky 9胜三张牌的9点；其他9点对9点为和局
sign-nines-all-push = 所有9点对9点均为和局
sign-qualify-any-hand = 任何牌合共0、1或2点即输
sign-qualify-three-card = 只有三张牌合共0、1或2点才输
sign-tie-wins-main-pushes = 主注和局时，和注赢
sign-tie-wins-equal-totals = 点数相同时，和注赢
sign-blackjack-pays = 黑杰克{ $pays }
sign-soft17-stand = 庄家软17点停牌
sign-soft17-hit = 庄家软17点要牌
sign-peek-yes = 庄家查看暗牌是否黑杰克
sign-peek-no = 庄家不查看暗牌（无暗牌）
sign-double-any-two = 任何两张牌可加倍
sign-double-9-11 = 硬9、10或11点可加倍
sign-double-10-11 = 10或11点可加倍
sign-double-hard-10-11 = 硬10或11点可加倍
sign-double-2-20 = 2至20点可加倍
sign-surrender-late = 晚投降
sign-surrender-none = 不可投降
sign-surrender-enabled = 可投降
sign-surrender-except-dealer-blackjack = 可投降；庄家黑杰克时则输
sign-multiplier-adds-to-base = 倍数另加于基本赔率
sign-multiplier-replaces-base = 倍数取代基本赔率
sign-dealt = 使用{ $decks }
sign-dealt-edge = 使用{ $decks } · { $edge }
sign-edge = 庄家优势 { $percent }%
sign-edge-meter = 庄家优势 { $percent }%（累积奖金为{ $reseed }时）
sign-proof = 校样 — 不得张贴
sign-proof-why = 未核实的赔率表：请与张贴的告示核对；营运方核实后方可张贴。
sign-pdf-title = { $name } 告示牌
sign-cli-written = { $paytable } 的告示牌已写入 { $file }
sign-cli-unusable = 赔率表「{ $paytable }」无法使用：其营运方文件未能载入：{ $why }
