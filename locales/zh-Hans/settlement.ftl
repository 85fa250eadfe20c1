# 结算的文字：每行的理由、庄家的牌、Stadium 各终端机的重演、学习检视的算式、
# 筹码备注及 `pitpay settle` 的表格。用语依 GLOSSARY-zh.md（新加坡及内地用语）。
# 译稿：由场方译者审定。

## 赔率、牌与点数

settlement-odds = { $convention ->
    [for] { $stake ->
        [1] { $win }倍（含本金）
       *[other] { $win }赔{ $stake }（含本金）
    }
   *[to] { $win }赔{ $stake }
}
settlement-odds-lucky-break-adds = { $base }赔1 + { $base }赔1 × { $multiplier }
settlement-odds-lucky-break-replaces = { $base }赔1 × { $multiplier }
settlement-rounding-rule = { $mode ->
    [half-up] 四舍五入至
   *[down] 向下取整至
} { $unit }
settlement-hand = { $kind ->
    [blackjack] 黑杰克（{ $cards }）
    [bust] 爆牌 { $total }（{ $cards }）
    [soft] 软{ $total }（{ $cards }）
   *[hard] { $total }（{ $cards }）
}
settlement-nine-name = { $nine ->
    [lucky] Lucky 9
    [natural] 例牌9
    [split] 分牌9
    [three-card] 三张牌9
   *[none] { $total }点
}
settlement-nine = { $value }（{ $cards }）

## 理由

settlement-envy = 羡慕奖金：座位 { $seat } 中了 { $tier }
settlement-even-money-terminal = 黑杰克对庄家A：已取平赔
settlement-even-money = 玩家{ $player }对庄家A：已取平赔
settlement-dealer-wager = 庄家于第{ $hand }手的投注：{ $reason }
settlement-l9-not-qualified = 玩家{ $player }不合资格（0、1或2点不论庄家何牌皆输）
settlement-l9-lucky-beats-three-card = { $player }胜庄家的{ $dealer }
settlement-l9-dealer-lucky-beats-three-card = 庄家的{ $dealer }胜玩家的{ $player }
settlement-l9-nines-push = { $player }对庄家的{ $dealer }：9点对9点为和局
settlement-l9-nines-all-push = { $player }对庄家的{ $dealer }：所有9点对9点皆为和局（nines = all-push）
settlement-l9-higher = { $lucky ->
    [yes] { $player }胜庄家{ $dealer }
   *[no] 玩家{ $player }胜庄家{ $dealer }
}
settlement-l9-lower = 庄家{ $dealer }胜玩家{ $player }
settlement-l9-equal = 玩家{ $player }对庄家{ $dealer }：点数相同，和局
settlement-tie-wins-main-pushed = { $player }点对{ $dealer }点{ $split ->
    [yes] （分牌后第1手）
   *[no] {""}
}：和注赢（主注和局）
settlement-tie-wins-equal = { $player }点对{ $dealer }点{ $split ->
    [yes] （分牌后第1手）
   *[no] {""}
}：和注赢（点数相同）
settlement-tie-main-did-not-push = { $player }点对{ $dealer }点{ $split ->
    [yes] （分牌后第1手）
   *[no] {""}
}：主注并非和局，故和注不中（tie_wins = main-pushes）
settlement-tie-none = { $player }点对{ $dealer }点{ $split ->
    [yes] （分牌后第1手）
   *[no] {""}
}：不是和
settlement-bj-bust = 玩家{ $player }：爆牌不论庄家何牌皆输
settlement-bj-push = 玩家{ $player }对庄家{ $dealer }：和局
settlement-bj-blackjack = 玩家{ $player }胜庄家{ $dealer }：派{ $odds }
settlement-bj-stake-returned = 庄家{ $dealer }：此位已在较早一手输掉原注，此注退回
settlement-bj-original-only = 庄家{ $dealer }胜玩家{ $player }：只输原注，其余退回
settlement-bj-dealer-wins = 庄家{ $dealer }胜玩家{ $player }
settlement-bj-dealer-busts = 庄家爆牌 { $total }（{ $cards }）：玩家{ $player }赢
settlement-bj-higher = 玩家{ $player }胜庄家{ $dealer }
settlement-surrender-terminal-lost = 已投降，但此终端机的庄家有黑杰克（{ $dealer }）：全注皆输
settlement-surrender-terminal = 投降{ $cards }：退回一半注码
settlement-surrender-no-peek-lost = 已投降，但庄家在不验牌的游戏中有黑杰克（{ $dealer }）：全注皆输
settlement-surrender = 玩家投降{ $cards }：退回一半注码
settlement-insurance-terminal-pays = 此终端机的庄家有黑杰克（{ $dealer }）：保险派{ $odds }
settlement-insurance-terminal-loses = 此终端机的庄家没有黑杰克：保险输
settlement-insurance-pays = 庄家有黑杰克（{ $cards }）：保险派{ $odds }
settlement-insurance-loses = 庄家没有黑杰克：保险输
settlement-lb-dealer-blackjack = 庄家黑杰克：所有 Lucky Break 投注皆输
settlement-lb-dealer-stands = 庄家停于{ $total }点：Lucky Break 须庄家爆牌
settlement-lb-over-cap = 庄家爆牌 { $total }，但此位有一手达{ $biggest }点，超过26点（player_cap = 26）
settlement-lb-wins = { $suited ->
    [0] 庄家爆牌 { $total }，不同花色：{ $odds } = { $pays }
   *[other] 庄家爆牌 { $total }，{ $suited }张同花色：{ $odds } = { $pays }
}

## 边注

settlement-side-cards = { $a } { $b }
settlement-side-cards-up = { $a } { $b }，庄家明牌 { $up }
settlement-side-cards-hit = { $a } { $b }，第一张要牌 { $hit }
settlement-side-cards-no-hit = { $a } { $b }，没有要牌
settlement-side-cards-dealer = { $a } { $b }，庄家{ $count }张牌
settlement-pays-meter = 累积奖金的{ $percent }%
settlement-side-met-pays = { $facts }：{ $tier }，{ $pays }
settlement-side-met-meter = { $facts }：{ $tier }（累积奖金的{ $percent }%）
settlement-side-met = { $facts }：{ $tier }
settlement-side-none = { $facts }：未中 { $bet } 任何一项
settlement-up-after-cards = { $cards }：{ $matches }
settlement-up-none = { $a }及{ $b }均与庄家的{ $up }点数不同
settlement-up-one = 您的{ $card }与庄家的{ $up }{ $suited ->
    [yes] 点数及花色
   *[no] 点数
}相同（{ $other }不同）
settlement-up-two = 您的{ $a }与庄家的{ $up }{ $a_suited ->
    [yes] 点数及花色
   *[no] 点数
}相同；您的{ $b }亦与其{ $b_suited ->
    [yes] 点数及花色
   *[no] 点数
}相同
settlement-points = { $a } { $b } 计 { $a_points } + { $b_points } = { $points ->
   *[other] { $points }点
}（A一律计1点）
settlement-watch-dealer-blackjack = 庄家有黑杰克（{ $cards }）
settlement-watch-dealer-busts = 庄家以{ $count ->
   *[other] { $count }张牌
}爆牌（{ $cards }，{ $total }点）
settlement-watch-dealer-stands = 庄家以{ $count ->
   *[other] { $count }张牌
}停于{ $total }点（{ $cards }）

## 庄家的牌及终端机的重演

settlement-dealer-lucky9 = 庄家 { $cards }：{ $value }{ $drew ->
    [yes] （0至4点补牌）
   *[no] {""}
}
settlement-dealer-blackjack = 庄家{ $hand }{ $how ->
    [stands] ，停牌
    [short] ，提前停止（无注码取决于余下的牌）
   *[none] {""}
}
settlement-dealer-stadium = 共用牌：玩家 { $first } · 庄家 { $dealer } · 玩家 { $second }；公共牌 { $community }
settlement-step-insurance = 庄家第1张牌是A：{ $choice ->
    [insurance] 买保险
    [even-money] 取平赔
    [no-insurance] 不买保险
   *[timeout] 逾时（视为不买）
}
settlement-step-blackjack-even-money = 黑杰克：即时派平赔
settlement-step-blackjack = 黑杰克自动停牌
settlement-step-draw = C{ $index } { $card } → 第{ $hand }手（{ $why ->
    [split] 分牌
    [hit] 要牌
   *[double] 加倍
}）
settlement-step-timeout = 第{ $hand }手：于{ $soft ->
    [yes] 软{ $value }
   *[no] { $value }
}点逾时 → { $stands ->
    [yes] 停牌
   *[no] 要牌
}（auto_rule = { $rule }）
settlement-step-ends = 第{ $hand }手：{ $how ->
    [stands] 停牌
    [twenty-one] 达21点，自动停牌
    [busts] 爆牌
    [surrenders] 投降
   *[split-ace] 分牌后的A只发一张牌
}
settlement-step-split = 第{ $hand }手分牌；第{ $new }手以{ $card }开始
settlement-step-dealer-follows = 庄家的投注亦{ $how ->
    [splits] 分牌
   *[doubles] 加倍
}

## 舍入及算式

settlement-rounding-to = 准确赢额 { $exact }，{ $rule } = { $amount }（R1.5）
settlement-rounding-for = 回报 { $exact }，{ $rule } = { $amount }（R1.5）
settlement-rounding-for-raised = 回报 { $exact }，{ $rule } = { $amount }，低于注码，故派回注码：{ $paid }（R1.5）
settlement-working-meter = { $shared ->
    [yes] 累积奖金 { $pool } 平分后的
   *[no] 累积奖金 { $pool } 的
}{ $percent }% = { $award }
settlement-working-shared = { $hits ->
   *[other] { $hits }注同中，平分累积奖金 { $found }；余下的零头归座号最小者（R4.4）
}
settlement-working-meter-after = 此注派彩后累积奖金：{ $after }
settlement-working-odds = { $stake } 以 { $odds }：赢额 { $winnings }
settlement-working-exact = 准确值 { $exact }
settlement-working-award = 奖金 { $amount }
settlement-working-sums = 注码 { $stake }，派 { $paid }，净额 { $net }

## 学习检视

settlement-study-total = { $kind ->
    [blackjack] 黑杰克
    [bust] 爆牌 { $total }
    [soft] 软{ $total }
   *[hard] 硬{ $total }
}
settlement-study-dealer-rule = { $rule ->
    [busts] 爆牌
    [hits-soft-17] 软17要牌（soft17 = hit）
    [draws] 16点或以下要牌
    [stands-soft-17] 软17停牌（soft17 = stand）
   *[stands] 17点或以上停牌
}
settlement-study-dealer-up = 庄家：明牌 { $card }
settlement-study-dealer-hole = 暗牌 { $card } = { $total }
settlement-study-dealer-takes = 补 { $card } = { $total }
settlement-study-terminal-up = 其庄家：第1张 { $card }
settlement-study-terminal-takes = 补 C{ $index } { $card } = { $total }
settlement-study-dealer-done = { $steps }：{ $rule }
settlement-study-dealer-short = { $steps }：提前停止；无注码取决于余下的牌
settlement-study-terminal-alone = { $dealer }：此终端机的注码皆不取决于余下的牌（R7.3）
settlement-study-terminal-no-hand = 没有自己的牌：其边注以首几张牌结算
settlement-study-terminal = { $used ->
    [0] 其牌没有用公共牌
    [1] 其牌用了C1
   *[other] 其牌用了C1至C{ $used }
}；{ $dealer }
settlement-study-l9-dealer-stands = 庄家：明牌 { $up }（{ $up_points }），暗牌 { $hole }（{ $hole_points }）= { $over ->
    [yes] { $sum }，即{ $value }点
   *[no] { $value }点
}：5至9点停牌
settlement-study-l9-dealer-draws = 庄家：明牌 { $up }（{ $up_points }），暗牌 { $hole }（{ $hole_points }）= { $over ->
    [yes] { $sum }，即{ $value }点
   *[no] { $value }点
}：0至4点补牌；补 { $third } = { $total }点：停牌
settlement-study-l9-hand = 第{ $hand }手：{ $cards } 计 { $points } = { $sum }，即{ $value }点{ $why ->
    [lucky] ：未分牌的两张牌9点而没有10或人头牌，是 Lucky 9（3赔2）
    [natural] ：两张牌9点而有10或人头牌，是例牌9（1赔1）
    [split] ：分牌后的两张牌9点是分牌9（1赔1）
    [three-card] ：三张牌的9点是三张牌9
    [not-qualified] ：0、1或2点不合资格，输
    [three-card-not-qualified] ：三张牌的0、1或2点不合资格，输
    [two-card-qualifies] ：此台两张牌的手合资格（qualify = three-card）
   *[none] {""}
}
settlement-study-bj-hand = 第{ $hand }手：{ $cards } = { $total }{ $note ->
    [soft] （A计11点；若计1点则为硬点）
    [split-21] （分牌后的21点不是黑杰克，R3.2）
   *[none] {""}
}
settlement-study-lucky-break = Lucky Break：A一律计1点，庄家合共{ $total }点{ $bust ->
    [yes] ，爆牌
   *[no] {""}
}；{ $suited ->
    [yes] { $count }张同花色（{ $how ->
        [all] 庄家所有牌同一花色
       *[largest] 同一花色最多的一组
    }）
   *[no] 不同花色（同花色按{ $how ->
        [all] 庄家所有牌同一花色
       *[largest] 同一花色最多的一组
    }计算，须3张或以上）
}
settlement-study-watching = { $bet }：{ $facts }{ $played ->
    [yes] ：此注有效时庄家须补完整手牌（R3.3）
   *[no] {""}
}
settlement-study-meter = { $bet } 累积奖金：本局中奖前 { $before }，之后 { $after }{ $reseeds ->
    [yes] （重设底金 { $reseed }）
   *[no] {""}
}

## 结算单

settlement-heading = { $game } · { $decks ->
   *[other] { $decks }副牌
} · { $currency }
settlement-heading-table = { $game } · { $decks ->
   *[other] { $decks }副牌
} · { $currency } · { $table }号台
settlement-paytable = 赔率表 { $id }（{ $name }）版本 { $version } 指纹 { $fingerprint }{ $verified ->
    [yes] {""}
   *[no] {" "}— 未核实
}
settlement-warning-unverified = { $paytable }：赔率表未核实：请与台上张贴的赔率牌核对
settlement-cards-dealer = 庄家：{ $cards } — { $note }
settlement-cards-hand = 第{ $hand }手：{ $cards }
settlement-cards-no-hand = 没有牌（只有庄家的边注）
settlement-cards-seat = { $place ->
    [terminal] 终端机 { $seat }
   *[seat] 座位 { $seat }
}：{ $hands }
settlement-cards-its-dealer = { $line } · 其庄家：{ $cards }
settlement-seat = { $place ->
    [terminal] 终端机 { $seat }
   *[seat] 座位 { $seat }
}
settlement-hand-label = 第{ $hand }手
settlement-hand-tag = { $tag ->
    [split] 分牌
    [doubled] 加倍
   *[surrendered] 投降
}
settlement-meter = { $bet } 累积奖金：之前 { $before }，之后 { $after }
settlement-suit = { $suit ->
    [spades] 黑桃
    [hearts] 红心
    [diamonds] 方块
   *[clubs] 梅花
} { $symbol }
settlement-meter-before = 本局之前
settlement-meter-award = 派给{ $place ->
    [terminal] 终端机 { $seat }
   *[seat] 座位 { $seat }
}{ $named ->
    [yes] （{ $tier }）
   *[no] {""}
}：{ $pool } 的{ $percent }%{ $shared ->
    [0] {""}
   *[other] ，{ $shared }注同中平分
}
settlement-meter-no-award = 本局没有派奖
settlement-meter-reseed = 重设底金
settlement-meter-after = 本局之后
settlement-pay = 派给{ $place ->
    [terminal] 终端机 { $seat }
   *[seat] 座位 { $seat }
}：{ $amount }{ $stays ->
    [yes] （注码 { $stake } 留在原位）
   *[no] {""}
}{ $for_dealer ->
    [yes] ；庄家的投注 { $dealer }
   *[no] {""}
}
settlement-to-pay = 应付金额：{ $amount }{ $stays ->
    [yes] （赢额；注码 { $stake } 归还客人）
   *[no] {""}
}
settlement-to-pay-withholding = 联邦预扣税（赢额减投注额的{ $rate }%，四舍五入至分）：{ $withheld }
settlement-to-pay-net = 客人实收：{ $net }
settlement-to-pay-w2g = W-2G 表格：派彩前须与客人填妥
settlement-to-pay-cage = 于账房派彩：客人的表格在账房填写；不用台上筹码
settlement-totals-player = 玩家合计：注码 { $stake }，派 { $paid }，净额 { $net }
settlement-totals-dealer = 为庄家的投注：注码 { $stake }，派 { $paid }，净额 { $net }
settlement-note-standoff = 和局：注码留在台面
settlement-note-cage = 于账房派彩：不用台上筹码
settlement-note-unverified = 赔率表未核实
settlement-bet-main = 主注
settlement-bet-tie = 和
settlement-bet-insurance = 保险
settlement-bet-lucky-break = Lucky Break
settlement-bet-label = { $bet }{ $envy ->
    [yes] {" "}羡慕奖金
   *[no] {""}
}{ $dealer ->
    [yes] （庄家）
   *[no] {""}
}
settlement-result = { $result ->
    [win] 赢
    [lose] 输
    [push] 和局
   *[surrender] 投降
}

## 筹码

settlement-chips-count = { $count } × { $value }（{ $colour }）
settlement-chips-cash = 现金 { $amount }
settlement-chips = { $colour_for_colour ->
    [yes] 按筹码颜色派
   *[no] 派
} { $chips }

## `pitpay settle` 的表格

settlement-column-seat = 座位
settlement-column-bet = 投注
settlement-column-hand = 手
settlement-column-stake = 注码
settlement-column-result = 结果
settlement-column-odds = 赔率
settlement-column-paid = 派
settlement-column-net = 净额
settlement-column-reason = 理由
settlement-table-house = 场规：{ $house }
settlement-table-warning = 警告 { $warning }
settlement-table-note = 备注 { $note }
# 游戏名称：品牌名称保留原文。
settlement-game = { $game ->
    [lucky9] Lucky 9
    [stadium-blackjack] Stadium Blackjack
   *[blackjack] 二十一点
}
