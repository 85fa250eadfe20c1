# 练习图表每根柱下方的字：先练习、后游戏，各一个短字，由图例说明。
practice-item-chart-drill = { $drill ->
    [spot-the-mispay] 错
    [count-it] 点
   *[pay-it] 派
}
practice-item-chart-game = { $game ->
    [lucky9] 9
    [stadium-blackjack] 场
   *[blackjack] 21
}

# 练习以所选设置无法发出的内容，接在“无法发出”之后。
practice-item-steer = { $what ->
    [hole-card] 暗牌
    [community-card] 公共牌
    [small-shoe] 以这么少副牌组成的牌局
    [pay-it] 派彩题目
    [wager] 可发问的投注
    [count] 此游戏的点数题
    [blackjack] 黑杰克
    [lucky-9] Lucky 9
    [natural-9] Natural 9
    [pair] 可分牌的对子
    [soft] 软牌
    [dealer-blackjack] 庄家黑杰克
    [unsuited-bust] 不同花色的 Lucky Break 爆牌
   *[round] 牌局
}
practice-item-steer-mispay = 含错误 { $error } 的台面
practice-item-steer-count = { $count } 的题目
practice-item-steer-tier = { $bet } 的级别
practice-item-steer-tier-from = 以 { $decks } 副牌发出 { $bet } 的“{ $tier }”
practice-item-steer-suited-bust = 有 { $suited } 张同花色牌的 Lucky Break 爆牌

# “点数”题答案的输入方式，显示在答案栏旁（输入的字词保持练习所读的写法：lucky、natural、soft、hard、bust、blackjack、none）。
practice-item-count-hint = { $count ->
    [lucky-or-natural] lucky 或 natural（l / n）
    [soft-total] 例如 soft 17、hard 14、bust、blackjack
    [hard-total] 例如 soft 17、hard 14、bust、blackjack
    [bust-and-suited] 总点数及同花色张数，例如 24 4（0 = 不同花色）
    [dealer-community] 公共牌，例如 C4 C5（不取公共牌则输入 none）
   *[hand-value] 0 至 9 的点数
}
