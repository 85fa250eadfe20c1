# 荷官学校练习卷（PDF）及答案。游戏及投注名称、金额、赔率表编号及种子均原样带入。

worksheet-title = Pitpay 练习卷：{ $game } · 派彩
worksheet-footer = { $title } · 种子 { $seed } · 第 { $page } 页，共 { $pages } 页
worksheet-subtitle = { $count } 题 · 难度：{ $level } · 种子 { $seed }（同一种子印出同一份练习卷）
worksheet-fill-in = 姓名 ______________________   日期 ____________   得分 ______ / ______
worksheet-how = 每个标示的投注，写出荷官应派的总额：退回的本金加赢得金额，输则写 0（R1.7）。

## 题目资料
worksheet-decks = { $decks }副牌
worksheet-paytables = 赔率表：{ $paytables }
# 派彩时荷官所读的累积奖金数额。
worksheet-meter = { $bet } 累积奖金：中奖时为 { $amount }
worksheet-list-separator = 、
worksheet-declared-suit = 指定花色：{ $suit }
# Stadium 终端机的一个决定，照牌局文件所写。
worksheet-decision = { $word ->
        [hit] 要牌
        [stand] 停牌
        [double] 加倍
        [split] 分牌
        [surrender] 投降
        [insurance] 买保险
        [no-insurance] 不买保险
        [even-money] 取平赔
        [timeout] 逾时
        [split-dealer] 庄家注随分牌
        [double-dealer] 庄家注随加倍
       *[other] { $word }
    }
worksheet-decisions = 玩家决定：{ $decisions }
worksheet-no-decisions = 玩家决定：无需决定
worksheet-even-money = 已取平赔

## 牌
worksheet-player-cards = 玩家牌
worksheet-dealer-cards = 庄家第 1 张牌
worksheet-community = 公共牌 C1…
worksheet-dealer = 庄家
worksheet-hand = 手牌
worksheet-hand-of-split = 第 { $hand } 手
worksheet-hand-tagged = { $hand }（{ $tags }）

## 投注及作答线
worksheet-wagers = { $place } 的投注：
worksheet-wager = { $bet } { $stake }
worksheet-wager-dealer = { $bet }（庄家）{ $stake }
worksheet-wager-hand = { $bet } 第{ $hand }手 { $stake }
worksheet-wager-dealer-hand = { $bet }（庄家）第{ $hand }手 { $stake }
worksheet-blank = 应派：____________

## 答案
worksheet-key-title = 答案 · { $game } · 种子 { $seed }
worksheet-col-number = 编号
worksheet-col-wager = 投注
worksheet-col-pay-across = 应派
worksheet-col-net = 净赢

## 指令消息
worksheet-written = 练习卷：{ $game } { $count } 题（种子 { $seed }，难度 { $level ->
        [easy] 简单
        [standard] 标准
        [hard] 困难
       *[chip-stacks] 筹码堆
    }）已写入 { $file }，答案另起一页
