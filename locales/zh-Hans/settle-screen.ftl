# 结算画面：左边是牌局输入表格，右边是结算结果。

## 表格
settle-add-seat = + 添加座位 (Ctrl+Shift+A)
settle-game = 游戏
settle-decks = 副牌数
settle-table = 赌台
settle-house-rules = 场馆规则
settle-no-house-rules = （无）
settle-decks-error = 副牌数：{ $error }
settle-house-option-source = RULES.md { $rule } · 牌局文件：{ $key }
settle-house-options = 规则选项
settle-unverified = 未核实：请与台面张贴的赔率牌核对
settle-no-paytable = 没有此赔率表
settle-paytables = 赔率表
settle-pick = 选牌…
settle-pick-done = 完成
settle-cards-player = 玩家第 1、2 张牌
settle-cards-dealer-one = 庄家第 1 张牌
settle-cards-community = 公共牌（按发牌顺序）
settle-cards-dealer = 庄家：明牌、暗牌、补牌
settle-cards = 牌
settle-picker-dealer = 点选纸牌，加入庄家的牌
settle-picker-player = 点选纸牌，加入玩家的牌
settle-picker-community = 点选纸牌，加入公共牌
settle-picker-hand = 点选纸牌，加入座位 { $seat } 第 { $hand } 手牌
settle-seat = 座位
settle-terminal = 终端机
settle-seat-title = 座位 { $number }
settle-terminal-title = 终端机 { $number }
settle-remove-seat = 移除座位
settle-decisions = 决定：{ $words }
settle-hand-split = 第 { $number } 手牌（分牌顺序）
settle-hand = 手牌（加倍或投降时，在最后加上“{ $double }”或“{ $surrender }”）
settle-split-hand = + 分牌
settle-last-hand = − 删除最后一手
settle-even-money = 平赔
settle-wagers = 投注
settle-wagers-dealer = 为庄家投注
settle-meter-progressive = 21+3 累积奖金
settle-meter-suited-or-booted = Suited or Booted 累积奖金
settle-declared-suit = 指定花色
settle-meters = 累积奖金（中奖时显示的金额）

## 结算
settle-cannot-settle = 此牌局暂时无法结算
settle-updates-as-you-type = 结算结果会随输入实时更新。
settle-at-fault = { $field }：{ $problem }
settle-incomplete-seat = 座位 { $number } — 未填完，尚未结算
settle-incomplete-terminal = 终端机 { $number } — 未填完，尚未结算
settle-dealer = 庄家
settle-result-win = ✔ 赢
settle-result-lose = ✘ 输
settle-result-push = = 和局
settle-result-surrender = ½ 投降
settle-column-seat = 座位
settle-column-bet = 投注
settle-column-hand = 手牌
settle-column-stake = 注码
settle-column-result = 结果
settle-column-odds = 赔率
settle-column-paid = 派彩
settle-column-net = 净额
settle-stake-line = 注码 { $amount }
settle-chips-cash = + 现金 { $amount }
