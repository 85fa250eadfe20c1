# 練習圖表每條柱下方的字：先練習、後遊戲，各一個短字，由圖例說明。
practice-item-chart-drill = { $drill ->
    [spot-the-mispay] 錯
    [count-it] 點
   *[pay-it] 派
}
practice-item-chart-game = { $game ->
    [lucky9] 9
    [stadium-blackjack] 場
   *[blackjack] 21
}

# 練習以所選設定無法發出的內容，接在「無法發出」之後。
practice-item-steer = { $what ->
    [hole-card] 暗牌
    [community-card] 公共牌
    [small-shoe] 以這麼少副牌組成的牌局
    [pay-it] 派彩題目
    [wager] 可發問的投注
    [count] 此遊戲的點數題
    [blackjack] 黑傑克
    [lucky-9] Lucky 9
    [natural-9] Natural 9
    [pair] 可分牌的對子
    [soft] 軟牌
    [dealer-blackjack] 莊家黑傑克
    [unsuited-bust] 不同花色的 Lucky Break 爆牌
   *[round] 牌局
}
practice-item-steer-mispay = 含錯誤 { $error } 的枱面
practice-item-steer-count = { $count } 的題目
practice-item-steer-tier = { $bet } 的級別
practice-item-steer-tier-from = 以 { $decks } 副牌發出 { $bet } 的「{ $tier }」
practice-item-steer-suited-bust = 有 { $suited } 張同花色牌的 Lucky Break 爆牌

# 「點數」題答案的輸入方式，顯示在答案欄旁（輸入的字詞保持練習所讀的寫法：lucky、natural、soft、hard、bust、blackjack、none）。
practice-item-count-hint = { $count ->
    [lucky-or-natural] lucky 或 natural（l / n）
    [soft-total] 例如 soft 17、hard 14、bust、blackjack
    [hard-total] 例如 soft 17、hard 14、bust、blackjack
    [bust-and-suited] 總點數及同花色張數，例如 24 4（0 = 不同花色）
    [dealer-community] 公共牌，例如 C4 C5（不取公共牌則輸入 none）
   *[hand-value] 0 至 9 的點數
}
