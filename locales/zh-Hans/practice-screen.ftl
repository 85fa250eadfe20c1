# 练习画面：设置、题目、作答、练习结束、进度。

practice-title = 练习
practice-intro-pay-it = 算派彩：发好的一局中标出了一注；输入荷官应派的金额（也可输入筹码）。选择一个投注项目，只练习该项目（例如 Lucky Break 考核）。
practice-intro-mispay = 找错派：一张已结算的台面，其中一行可能派错。把它找出来，或回答全部正确。
practice-intro-count = 算点数：Lucky 9 点数及九点、软硬点数、Lucky Break 爆牌、Stadium 公共牌。
practice-intro-modes = 练习会讲解每个答案。限时考核在 T 秒内出 N 题，结束时讲解答错的题目。复习会重出答错的题目，直到连续答对三次为止。休息练习为时五分钟：先做到期的复习，再做新题目。“筹码堆”难度把每注注码显示为台面上的筹码，让你读出。
practice-intro-engine = 每个答案都来自结算真实牌局的同一引擎。开始：在种子栏按 Enter，或按“开始”。
practice-intro-keyboard = 键盘操作：Ctrl+K，然后输入 "practice drill"、"practice game"、"practice bet"、"practice mode" 或 "practice level"；Ctrl+D 回到种子栏或答案栏。
practice-any-bet = 任何投注
practice-questions = 题数
practice-questions-in = 题，限时
practice-seconds = 秒数
practice-seconds-unit = 秒
practice-seed = 种子
practice-seed-placeholder = 每次新建
practice-start = 开始
practice-stop = 停止
practice-status-question-of = 第 { $number } 题，共 { $count } 题
practice-status-question = 第 { $number } 题
practice-status-left = 剩余 { $time }
practice-status-times-up = 时间到：这是最后一题
practice-status-break-left = 休息剩余 { $time }
practice-status-right = 已答对 { $count } 题
practice-status-seed = 种子 { $seed }
practice-unusual-rules = 此台与一般不同：{ $rules }
practice-table-rules = 台面规则：{ $rules }
practice-paytables = 赔率表：{ $ids }
practice-player-cards = 玩家的牌
practice-dealer-cards = 庄家的牌
practice-community = 公共牌
practice-dealer = 庄家
practice-hand = 手牌
practice-decisions = 决定：{ $words }
practice-decisions-none = 决定：无需决定
practice-even-money-taken = 已选平赔
practice-screen-wager = { $bet } { $stake }
practice-screen-wager-for-dealer = { $bet }（为庄家）{ $stake }
practice-mispay-question = 荷官已派以下各行。哪一行派错了（如有）？
practice-mispay-line = { $number }. { $place ->
        [terminal] 终端
       *[seat] 座位
    } { $seat } · { $bet }{ $dealer ->
        [yes] （为庄家）
       *[no] {""}
    } · 第 { $hand } 手 · 注码 { $stake } · 派彩 { $paid }
practice-mispaid = 派错
practice-all-correct = 全部正确
practice-natural-9 = 天生九点
practice-answer-paid = 派彩金额，例如 154.00
practice-answer-paid-hint = 按 Enter 核对；输了填 0
practice-answer-line = 行号，0 表示全部正确
practice-answer-line-hint = 按 Enter 核对
practice-answer-count = 你的点数
practice-chips-for = 用筹码派：{ $what ->
        [whole-payment] 全数派彩
       *[winnings] 赢额
    }
practice-check = 核对
practice-next-placeholder = Enter：下一题
practice-next = 下一题 (Enter)
practice-explained = 讲解
practice-stopped = 已停止：{ $count } 题中答对 { $right } 题
practice-run-over = 练习结束：{ $count } 题中答对 { $right } 题
practice-stopped-in = 已停止：{ $count } 题中答对 { $right } 题，用时 { $time }
practice-run-over-in = 练习结束：{ $count } 题中答对 { $right } 题，用时 { $time }
practice-no-misses = 没有答错。
practice-missed = 答错（{ $count } 题）：每题都会在复习中重出，直到连续答对三次
practice-timed-out = 未在时限内作答
practice-you-answered = 你的答案：{ $typed }
practice-new-run = 重新开始
practice-review-misses = 复习答错的题目
practice-progress = 进度
practice-no-runs = 尚未练习：最近的练习会在此以图表显示。
practice-last-runs = { $count ->
   *[other] 最近 { $count } 次练习：答对比例
}
practice-chart-legend = 每根柱下方依次为练习及游戏：{ $drills }；{ $games }
practice-streak = 连续 { $days } 天（最佳 { $best_days } 天）· 连续答对 { $right } 题（最佳 { $best_right } 题）
practice-nothing-weak = 暂无弱项：题型答过 { $count } 次并有答错后，才会列在这里。
practice-weak-item = { $item } — { $answered } 题中答对 { $right } 题（{ $percent }%），中位数 { $seconds } 秒
practice-weakest = 最弱题型
practice-review-empty = 没有待复习的题目。
practice-review-box = 第 { $number } 盒 · { $item }
practice-in-review = 复习中（连续答对三次即移出）
practice-not-kept = 未能保存：{ $why }
practice-whole-numbers = 考核的题数及秒数须为整数
practice-bad-seed = 种子“{ $seed }”：须为整数，或留空以新建
practice-not-a-bet = { $game } 没有 { $bet } 这个投注：请选择其他投注，或任何投注
practice-meter-at-hit = { $meter } 累积奖金：中奖时为 { $amount }
practice-mode = { $mode ->
    [exam] 限时考核
    [review] 复习
    [break] 休息练习
   *[practice] 练习
}
