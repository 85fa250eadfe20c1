# 分析本身的字句（pitpay analyze）：所计算的模型、结果各行的结果及赔率，以及附注。--json 保留英文。

# 模型抽牌所用的牌靴。
analysis-shoe = { $count }副牌
# 边注的模型。$shoe 是 analysis-shoe。
analysis-model-side-bet = { $model ->
        [dealer-final-stand] 庄家的最后手牌，软17点停牌，每张牌均从{ $shoe }的完整牌靴发出（不扣除玩家的牌，与这类投注已发表的分析相同）；投注有效期间庄家把手牌补完
        [dealer-final-hit] 庄家的最后手牌，软17点要牌，每张牌均从{ $shoe }的完整牌靴发出（不扣除玩家的牌，与这类投注已发表的分析相同）；投注有效期间庄家把手牌补完
        [first-two] 玩家的首两张牌，从{ $shoe }中不放回抽出
        [first-two-with-dealer] 玩家的首两张牌，然后庄家的明牌及暗牌（用于庄家黑杰克），从{ $shoe }中不放回抽出
        [first-two-hit] 玩家的首两张牌及第一张补牌，从{ $shoe }中不放回抽出，假设第1手总会补一张牌（不补牌的手不能中补牌级别）
        [first-two-up-hit] 玩家的首两张牌、庄家的明牌及第一张补牌，从{ $shoe }中不放回抽出，假设第1手总会补一张牌（不补牌的手不能中补牌级别）
       *[first-two-up] 玩家的首两张牌及庄家的明牌，从{ $shoe }中不放回抽出
    }
# Lucky 9 主注的模型；$tie 为 yes 时是和局注的模型。
analysis-model-lucky9 = 玩家的首两张牌、庄家的明牌及暗牌，以及其后补出的每张牌，从{ $shoe }中不放回抽出；玩家按首两张牌及庄家明牌，以对主注最有利的方式停牌、补牌或分牌（再分牌最多 4 手）；数字以每单位初始主注计{ $tie ->
        [yes] ；和局注跟随第1手
       *[no] {""}
    }
analysis-model-lucky-break = 庄家的最后手牌，{ $soft17 ->
        [hit] 软17点要牌
       *[stand] 软17点停牌
    }，每张牌均从{ $shoe }的完整牌靴发出（不扣除玩家的牌）；庄家黑杰克为输；不计玩家上限（player_cap）

## 结果各行。

analysis-outcome-lucky9 = { $outcome ->
        [lucky-nine-wins] Lucky 9 赢
        [wins] 赢
        [pushes] 和局
        [loses] 输
        [split-net-win] 分牌，净赢
        [split-even] 分牌，不输不赢
        [split-net-loss] 分牌，净输
       *[tie-wins] 和局注赢
    }
# $suited 为 5（五张或以上）、4、3 或 0（不同花色）。
analysis-outcome-dealer-busts = 庄家爆牌 { $total }，{ $suited ->
        [5] 5张或以上同花色
        [4] 4张同花色
        [3] 3张同花色
       *[0] 不同花色
    }
# 边注的级别，以读者语言的名称。
analysis-tier = { $name }
analysis-pays-stake-back = 退回本金
analysis-pays-loses = 输
analysis-pays-each-hand = 每手1赔1

## 结果下的附注。

analysis-note-not-available = { $tier }：{ $shoe } 无法发出（R1.2）
analysis-note-no-declared-suit = 没有指定花色：指定花色的级别不会命中，其牌按符合的下一个级别派彩（R4.3）；可用 --set declared_suit=S 指定
analysis-note-unverified = 赔率表未核实：请与台上张贴的赔率牌核对
analysis-note-pays-player = 回报率为 { $percent }%：这张赔率表派给玩家的多于收取的
