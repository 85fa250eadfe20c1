# 分析本身的字句（pitpay analyze）：所計算的模型、結果各行的結果及賠率，以及附註。--json 保留英文。

# 模型抽牌所用的牌靴。
analysis-shoe = { $count }副牌
# 邊注的模型。$shoe 是 analysis-shoe。
analysis-model-side-bet = { $model ->
        [dealer-final-stand] 莊家的最後手牌，軟17點停牌，每張牌均從{ $shoe }的完整牌靴發出（不扣除玩家的牌，與這類投注已發表的分析相同）；投注有效期間莊家把手牌補完
        [dealer-final-hit] 莊家的最後手牌，軟17點要牌，每張牌均從{ $shoe }的完整牌靴發出（不扣除玩家的牌，與這類投注已發表的分析相同）；投注有效期間莊家把手牌補完
        [first-two] 玩家的首兩張牌，從{ $shoe }中不放回抽出
        [first-two-with-dealer] 玩家的首兩張牌，然後莊家的明牌及暗牌（用於莊家黑傑克），從{ $shoe }中不放回抽出
        [first-two-hit] 玩家的首兩張牌及第一張補牌，從{ $shoe }中不放回抽出，假設第1手總會補一張牌（不補牌的手不能中補牌級別）
        [first-two-up-hit] 玩家的首兩張牌、莊家的明牌及第一張補牌，從{ $shoe }中不放回抽出，假設第1手總會補一張牌（不補牌的手不能中補牌級別）
       *[first-two-up] 玩家的首兩張牌及莊家的明牌，從{ $shoe }中不放回抽出
    }
# Lucky 9 主注的模型；$tie 為 yes 時是和局注的模型。
analysis-model-lucky9 = 玩家的首兩張牌、莊家的明牌及暗牌，以及其後補出的每張牌，從{ $shoe }中不放回抽出；玩家按首兩張牌及莊家明牌，以對主注最有利的方式停牌、補牌或分牌（再分牌最多 4 手）；數字以每單位初始主注計{ $tie ->
        [yes] ；和局注跟隨第1手
       *[no] {""}
    }
analysis-model-lucky-break = 莊家的最後手牌，{ $soft17 ->
        [hit] 軟17點要牌
       *[stand] 軟17點停牌
    }，每張牌均從{ $shoe }的完整牌靴發出（不扣除玩家的牌）；莊家黑傑克為輸；不計玩家上限（player_cap）

## 結果各行。

analysis-outcome-lucky9 = { $outcome ->
        [lucky-nine-wins] Lucky 9 贏
        [wins] 贏
        [pushes] 和局
        [loses] 輸
        [split-net-win] 分牌，淨贏
        [split-even] 分牌，不輸不贏
        [split-net-loss] 分牌，淨輸
       *[tie-wins] 和局注贏
    }
# $suited 為 5（五張或以上）、4、3 或 0（不同花色）。
analysis-outcome-dealer-busts = 莊家爆牌 { $total }，{ $suited ->
        [5] 5張或以上同花色
        [4] 4張同花色
        [3] 3張同花色
       *[0] 不同花色
    }
# 邊注的級別，以讀者語言的名稱。
analysis-tier = { $name }
analysis-pays-stake-back = 退回本金
analysis-pays-loses = 輸
analysis-pays-each-hand = 每手1賠1

## 結果下的附註。

analysis-note-not-available = { $tier }：{ $shoe } 無法發出（R1.2）
analysis-note-no-declared-suit = 沒有指定花色：指定花色的級別不會命中，其牌按符合的下一個級別派彩（R4.3）；可用 --set declared_suit=S 指定
analysis-note-unverified = 賠率表未核實：請與枱上張貼的賠率牌核對
analysis-note-pays-player = 回報率為 { $percent }%：這張賠率表派給玩家的多於收取的
