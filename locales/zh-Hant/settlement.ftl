# 結算的文字：每行的理由、莊家的牌、Stadium 各終端機的重演、學習檢視的算式、
# 籌碼備註及 `pitpay settle` 的表格。用語依 GLOSSARY-zh.md（澳門、香港賭場用語）。
# 譯稿：由場方譯者審定。

## 賠率、牌與點數

settlement-odds = { $convention ->
    [for] { $stake ->
        [1] { $win }倍（含本金）
       *[other] { $win }賠{ $stake }（含本金）
    }
   *[to] { $win }賠{ $stake }
}
settlement-odds-lucky-break-adds = { $base }賠1 + { $base }賠1 × { $multiplier }
settlement-odds-lucky-break-replaces = { $base }賠1 × { $multiplier }
settlement-rounding-rule = { $mode ->
    [half-up] 四捨五入至
   *[down] 向下取整至
} { $unit }
settlement-hand = { $kind ->
    [blackjack] 黑傑克（{ $cards }）
    [bust] 爆牌 { $total }（{ $cards }）
    [soft] 軟{ $total }（{ $cards }）
   *[hard] { $total }（{ $cards }）
}
settlement-nine-name = { $nine ->
    [lucky] Lucky 9
    [natural] 例牌9
    [split] 分牌9
    [three-card] 三張牌9
   *[none] { $total }點
}
settlement-nine = { $value }（{ $cards }）

## 理由

settlement-envy = 羨慕獎金：座位 { $seat } 中了 { $tier }
settlement-even-money-terminal = 黑傑克對莊家A：已取平賠
settlement-even-money = 玩家{ $player }對莊家A：已取平賠
settlement-dealer-wager = 莊家於第{ $hand }手的投注：{ $reason }
settlement-l9-not-qualified = 玩家{ $player }不合資格（0、1或2點不論莊家何牌皆輸）
settlement-l9-lucky-beats-three-card = { $player }勝莊家的{ $dealer }
settlement-l9-dealer-lucky-beats-three-card = 莊家的{ $dealer }勝玩家的{ $player }
settlement-l9-nines-push = { $player }對莊家的{ $dealer }：9點對9點為和局
settlement-l9-nines-all-push = { $player }對莊家的{ $dealer }：所有9點對9點皆為和局（nines = all-push）
settlement-l9-higher = { $lucky ->
    [yes] { $player }勝莊家{ $dealer }
   *[no] 玩家{ $player }勝莊家{ $dealer }
}
settlement-l9-lower = 莊家{ $dealer }勝玩家{ $player }
settlement-l9-equal = 玩家{ $player }對莊家{ $dealer }：點數相同，和局
settlement-tie-wins-main-pushed = { $player }點對{ $dealer }點{ $split ->
    [yes] （分牌後第1手）
   *[no] {""}
}：和注贏（主注和局）
settlement-tie-wins-equal = { $player }點對{ $dealer }點{ $split ->
    [yes] （分牌後第1手）
   *[no] {""}
}：和注贏（點數相同）
settlement-tie-main-did-not-push = { $player }點對{ $dealer }點{ $split ->
    [yes] （分牌後第1手）
   *[no] {""}
}：主注並非和局，故和注不中（tie_wins = main-pushes）
settlement-tie-none = { $player }點對{ $dealer }點{ $split ->
    [yes] （分牌後第1手）
   *[no] {""}
}：不是和
settlement-bj-bust = 玩家{ $player }：爆牌不論莊家何牌皆輸
settlement-bj-push = 玩家{ $player }對莊家{ $dealer }：和局
settlement-bj-blackjack = 玩家{ $player }勝莊家{ $dealer }：派{ $odds }
settlement-bj-stake-returned = 莊家{ $dealer }：此位已在較早一手輸掉原注，此注退回
settlement-bj-original-only = 莊家{ $dealer }勝玩家{ $player }：只輸原注，其餘退回
settlement-bj-dealer-wins = 莊家{ $dealer }勝玩家{ $player }
settlement-bj-dealer-busts = 莊家爆牌 { $total }（{ $cards }）：玩家{ $player }贏
settlement-bj-higher = 玩家{ $player }勝莊家{ $dealer }
settlement-surrender-terminal-lost = 已投降，但此終端機的莊家有黑傑克（{ $dealer }）：全注皆輸
settlement-surrender-terminal = 投降{ $cards }：退回一半注碼
settlement-surrender-no-peek-lost = 已投降，但莊家在不驗牌的遊戲中有黑傑克（{ $dealer }）：全注皆輸
settlement-surrender = 玩家投降{ $cards }：退回一半注碼
settlement-insurance-terminal-pays = 此終端機的莊家有黑傑克（{ $dealer }）：保險派{ $odds }
settlement-insurance-terminal-loses = 此終端機的莊家沒有黑傑克：保險輸
settlement-insurance-pays = 莊家有黑傑克（{ $cards }）：保險派{ $odds }
settlement-insurance-loses = 莊家沒有黑傑克：保險輸
settlement-lb-dealer-blackjack = 莊家黑傑克：所有 Lucky Break 投注皆輸
settlement-lb-dealer-stands = 莊家停於{ $total }點：Lucky Break 須莊家爆牌
settlement-lb-over-cap = 莊家爆牌 { $total }，但此位有一手達{ $biggest }點，超過26點（player_cap = 26）
settlement-lb-wins = { $suited ->
    [0] 莊家爆牌 { $total }，不同花色：{ $odds } = { $pays }
   *[other] 莊家爆牌 { $total }，{ $suited }張同花色：{ $odds } = { $pays }
}

## 邊注

settlement-side-cards = { $a } { $b }
settlement-side-cards-up = { $a } { $b }，莊家明牌 { $up }
settlement-side-cards-hit = { $a } { $b }，第一張要牌 { $hit }
settlement-side-cards-no-hit = { $a } { $b }，沒有要牌
settlement-side-cards-dealer = { $a } { $b }，莊家{ $count }張牌
settlement-pays-meter = 累積獎金的{ $percent }%
settlement-side-met-pays = { $facts }：{ $tier }，{ $pays }
settlement-side-met-meter = { $facts }：{ $tier }（累積獎金的{ $percent }%）
settlement-side-met = { $facts }：{ $tier }
settlement-side-none = { $facts }：未中 { $bet } 任何一項
settlement-up-after-cards = { $cards }：{ $matches }
settlement-up-none = { $a }及{ $b }均與莊家的{ $up }點數不同
settlement-up-one = 您的{ $card }與莊家的{ $up }{ $suited ->
    [yes] 點數及花色
   *[no] 點數
}相同（{ $other }不同）
settlement-up-two = 您的{ $a }與莊家的{ $up }{ $a_suited ->
    [yes] 點數及花色
   *[no] 點數
}相同；您的{ $b }亦與其{ $b_suited ->
    [yes] 點數及花色
   *[no] 點數
}相同
settlement-points = { $a } { $b } 計 { $a_points } + { $b_points } = { $points ->
   *[other] { $points }點
}（A一律計1點）
settlement-watch-dealer-blackjack = 莊家有黑傑克（{ $cards }）
settlement-watch-dealer-busts = 莊家以{ $count ->
   *[other] { $count }張牌
}爆牌（{ $cards }，{ $total }點）
settlement-watch-dealer-stands = 莊家以{ $count ->
   *[other] { $count }張牌
}停於{ $total }點（{ $cards }）

## 莊家的牌及終端機的重演

settlement-dealer-lucky9 = 莊家 { $cards }：{ $value }{ $drew ->
    [yes] （0至4點補牌）
   *[no] {""}
}
settlement-dealer-blackjack = 莊家{ $hand }{ $how ->
    [stands] ，停牌
    [short] ，提前停止（無注碼取決於餘下的牌）
   *[none] {""}
}
settlement-dealer-stadium = 共用牌：玩家 { $first } · 莊家 { $dealer } · 玩家 { $second }；公共牌 { $community }
settlement-step-insurance = 莊家第1張牌是A：{ $choice ->
    [insurance] 買保險
    [even-money] 取平賠
    [no-insurance] 不買保險
   *[timeout] 逾時（視為不買）
}
settlement-step-blackjack-even-money = 黑傑克：即時派平賠
settlement-step-blackjack = 黑傑克自動停牌
settlement-step-draw = C{ $index } { $card } → 第{ $hand }手（{ $why ->
    [split] 分牌
    [hit] 要牌
   *[double] 加倍
}）
settlement-step-timeout = 第{ $hand }手：於{ $soft ->
    [yes] 軟{ $value }
   *[no] { $value }
}點逾時 → { $stands ->
    [yes] 停牌
   *[no] 要牌
}（auto_rule = { $rule }）
settlement-step-ends = 第{ $hand }手：{ $how ->
    [stands] 停牌
    [twenty-one] 達21點，自動停牌
    [busts] 爆牌
    [surrenders] 投降
   *[split-ace] 分牌後的A只發一張牌
}
settlement-step-split = 第{ $hand }手分牌；第{ $new }手以{ $card }開始
settlement-step-dealer-follows = 莊家的投注亦{ $how ->
    [splits] 分牌
   *[doubles] 加倍
}

## 捨入及算式

settlement-rounding-to = 準確贏額 { $exact }，{ $rule } = { $amount }（R1.5）
settlement-rounding-for = 回報 { $exact }，{ $rule } = { $amount }（R1.5）
settlement-rounding-for-raised = 回報 { $exact }，{ $rule } = { $amount }，低於注碼，故派回注碼：{ $paid }（R1.5）
settlement-working-meter = { $shared ->
    [yes] 累積獎金 { $pool } 平分後的
   *[no] 累積獎金 { $pool } 的
}{ $percent }% = { $award }
settlement-working-shared = { $hits ->
   *[other] { $hits }注同中，平分累積獎金 { $found }；餘下的仙數歸座號最小者（R4.4）
}
settlement-working-meter-after = 此注派彩後累積獎金：{ $after }
settlement-working-odds = { $stake } 以 { $odds }：贏額 { $winnings }
settlement-working-exact = 準確值 { $exact }
settlement-working-award = 獎金 { $amount }
settlement-working-sums = 注碼 { $stake }，派 { $paid }，淨額 { $net }

## 學習檢視

settlement-study-total = { $kind ->
    [blackjack] 黑傑克
    [bust] 爆牌 { $total }
    [soft] 軟{ $total }
   *[hard] 硬{ $total }
}
settlement-study-dealer-rule = { $rule ->
    [busts] 爆牌
    [hits-soft-17] 軟17要牌（soft17 = hit）
    [draws] 16點或以下要牌
    [stands-soft-17] 軟17停牌（soft17 = stand）
   *[stands] 17點或以上停牌
}
settlement-study-dealer-up = 莊家：明牌 { $card }
settlement-study-dealer-hole = 暗牌 { $card } = { $total }
settlement-study-dealer-takes = 補 { $card } = { $total }
settlement-study-terminal-up = 其莊家：第1張 { $card }
settlement-study-terminal-takes = 補 C{ $index } { $card } = { $total }
settlement-study-dealer-done = { $steps }：{ $rule }
settlement-study-dealer-short = { $steps }：提前停止；無注碼取決於餘下的牌
settlement-study-terminal-alone = { $dealer }：此終端機的注碼皆不取決於餘下的牌（R7.3）
settlement-study-terminal-no-hand = 沒有自己的牌：其邊注以首幾張牌結算
settlement-study-terminal = { $used ->
    [0] 其牌沒有用公共牌
    [1] 其牌用了C1
   *[other] 其牌用了C1至C{ $used }
}；{ $dealer }
settlement-study-l9-dealer-stands = 莊家：明牌 { $up }（{ $up_points }），暗牌 { $hole }（{ $hole_points }）= { $over ->
    [yes] { $sum }，即{ $value }點
   *[no] { $value }點
}：5至9點停牌
settlement-study-l9-dealer-draws = 莊家：明牌 { $up }（{ $up_points }），暗牌 { $hole }（{ $hole_points }）= { $over ->
    [yes] { $sum }，即{ $value }點
   *[no] { $value }點
}：0至4點補牌；補 { $third } = { $total }點：停牌
settlement-study-l9-hand = 第{ $hand }手：{ $cards } 計 { $points } = { $sum }，即{ $value }點{ $why ->
    [lucky] ：未分牌的兩張牌9點而沒有10或公仔牌，是 Lucky 9（3賠2）
    [natural] ：兩張牌9點而有10或公仔牌，是例牌9（1賠1）
    [split] ：分牌後的兩張牌9點是分牌9（1賠1）
    [three-card] ：三張牌的9點是三張牌9
    [not-qualified] ：0、1或2點不合資格，輸
    [three-card-not-qualified] ：三張牌的0、1或2點不合資格，輸
    [two-card-qualifies] ：此枱兩張牌的手合資格（qualify = three-card）
   *[none] {""}
}
settlement-study-bj-hand = 第{ $hand }手：{ $cards } = { $total }{ $note ->
    [soft] （A計11點；若計1點則為硬點）
    [split-21] （分牌後的21點不是黑傑克，R3.2）
   *[none] {""}
}
settlement-study-lucky-break = Lucky Break：A一律計1點，莊家合共{ $total }點{ $bust ->
    [yes] ，爆牌
   *[no] {""}
}；{ $suited ->
    [yes] { $count }張同花色（{ $how ->
        [all] 莊家所有牌同一花色
       *[largest] 同一花色最多的一組
    }）
   *[no] 不同花色（同花色按{ $how ->
        [all] 莊家所有牌同一花色
       *[largest] 同一花色最多的一組
    }計算，須3張或以上）
}
settlement-study-watching = { $bet }：{ $facts }{ $played ->
    [yes] ：此注有效時莊家須補完整手牌（R3.3）
   *[no] {""}
}
settlement-study-meter = { $bet } 累積獎金：本局中獎前 { $before }，之後 { $after }{ $reseeds ->
    [yes] （重設底金 { $reseed }）
   *[no] {""}
}

## 結算單

settlement-heading = { $game } · { $decks ->
   *[other] { $decks }副牌
} · { $currency }
settlement-heading-table = { $game } · { $decks ->
   *[other] { $decks }副牌
} · { $currency } · { $table }號枱
settlement-paytable = 賠率表 { $id }（{ $name }）版本 { $version } 指紋 { $fingerprint }{ $verified ->
    [yes] {""}
   *[no] {" "}— 未核實
}
settlement-warning-unverified = { $paytable }：賠率表未核實：請與枱上張貼的賠率牌核對
settlement-cards-dealer = 莊家：{ $cards } — { $note }
settlement-cards-hand = 第{ $hand }手：{ $cards }
settlement-cards-no-hand = 沒有牌（只有莊家的邊注）
settlement-cards-seat = { $place ->
    [terminal] 終端機 { $seat }
   *[seat] 座位 { $seat }
}：{ $hands }
settlement-cards-its-dealer = { $line } · 其莊家：{ $cards }
settlement-seat = { $place ->
    [terminal] 終端機 { $seat }
   *[seat] 座位 { $seat }
}
settlement-hand-label = 第{ $hand }手
settlement-hand-tag = { $tag ->
    [split] 分牌
    [doubled] 加倍
   *[surrendered] 投降
}
settlement-meter = { $bet } 累積獎金：之前 { $before }，之後 { $after }
settlement-suit = { $suit ->
    [spades] 黑桃
    [hearts] 紅心
    [diamonds] 方塊
   *[clubs] 梅花
} { $symbol }
settlement-meter-before = 本局之前
settlement-meter-award = 派給{ $place ->
    [terminal] 終端機 { $seat }
   *[seat] 座位 { $seat }
}{ $named ->
    [yes] （{ $tier }）
   *[no] {""}
}：{ $pool } 的{ $percent }%{ $shared ->
    [0] {""}
   *[other] ，{ $shared }注同中平分
}
settlement-meter-no-award = 本局沒有派獎
settlement-meter-reseed = 重設底金
settlement-meter-after = 本局之後
settlement-pay = 派給{ $place ->
    [terminal] 終端機 { $seat }
   *[seat] 座位 { $seat }
}：{ $amount }{ $stays ->
    [yes] （注碼 { $stake } 留在原位）
   *[no] {""}
}{ $for_dealer ->
    [yes] ；莊家的投注 { $dealer }
   *[no] {""}
}
settlement-to-pay = 應付金額：{ $amount }{ $stays ->
    [yes] （贏額；注碼 { $stake } 歸還客人）
   *[no] {""}
}
settlement-to-pay-withholding = 聯邦預扣稅（贏額減投注額的{ $rate }%，四捨五入至仙）：{ $withheld }
settlement-to-pay-net = 客人實收：{ $net }
settlement-to-pay-w2g = W-2G 表格：派彩前須與客人填妥
settlement-to-pay-cage = 於賬房派彩：客人的表格在賬房填寫；不用枱上籌碼
settlement-totals-player = 玩家合計：注碼 { $stake }，派 { $paid }，淨額 { $net }
settlement-totals-dealer = 為莊家的投注：注碼 { $stake }，派 { $paid }，淨額 { $net }
settlement-note-standoff = 和局：注碼留在枱面
settlement-note-cage = 於賬房派彩：不用枱上籌碼
settlement-note-unverified = 賠率表未核實
settlement-bet-main = 主注
settlement-bet-tie = 和
settlement-bet-insurance = 保險
settlement-bet-lucky-break = Lucky Break
settlement-bet-label = { $bet }{ $envy ->
    [yes] {" "}羨慕獎金
   *[no] {""}
}{ $dealer ->
    [yes] （莊家）
   *[no] {""}
}
settlement-result = { $result ->
    [win] 贏
    [lose] 輸
    [push] 和局
   *[surrender] 投降
}

## 籌碼

settlement-chips-count = { $count } × { $value }（{ $colour }）
settlement-chips-cash = 現金 { $amount }
settlement-chips = { $colour_for_colour ->
    [yes] 按籌碼顏色派
   *[no] 派
} { $chips }

## `pitpay settle` 的表格

settlement-column-seat = 座位
settlement-column-bet = 投注
settlement-column-hand = 手
settlement-column-stake = 注碼
settlement-column-result = 結果
settlement-column-odds = 賠率
settlement-column-paid = 派
settlement-column-net = 淨額
settlement-column-reason = 理由
settlement-table-house = 場規：{ $house }
settlement-table-warning = 警告 { $warning }
settlement-table-note = 備註 { $note }
# 遊戲名稱：品牌名稱保留原文。
settlement-game = { $game ->
    [lucky9] Lucky 9
    [stadium-blackjack] Stadium Blackjack
   *[blackjack] 二十一點
}
