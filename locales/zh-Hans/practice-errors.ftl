# 练习的拒绝信息：进度、限时考核、练习卷、输入的答案（pitpay-practice）。

practice-error-progress-not-kept = 复习及休息练习需要把进度保存在数据文件夹中，但没有数据文件夹
practice-error-progress-folder = 练习进度：{ $folder }：无法建立数据文件夹或其进度文件：{ $why }
practice-error-progress-database = 练习进度：{ $why }
practice-error-progress-newer-schema = 练习进度：{ $path }：结构版本 { $version } 比这个 Pitpay 所认识的（{ $known }）更新；请使用较新版本的 Pitpay
practice-error-exam-questions = { $count } 题：考核可有 1 至 200 题
practice-error-exam-seconds = { $count } 秒：考核时间为 10 秒至 2 小时
practice-error-generate-steer = 以这些设置无法发出 { $what }
practice-error-generate-count = { $count } 题：练习卷可有 1 至 200 题
practice-error-generate-refused = 生成的牌局被拒绝（{ $why }）；请连同种子回报
practice-error-answer-empty = 请先输入答案
practice-error-answer-not-a-count = “{ $typed }”不是这题的答案：{ $hint ->
        [value] 请输入 0 至 9 的点数
        [lucky] 请输入 lucky 或 natural
        [hand] 例如 soft 17 或 hard 14
        [points] 例如 24 4，或 23 unsuited
        [cards] 例如 C4 C5
       *[other] { $hint }
    }
practice-error-answer-not-a-line = “{ $typed }”不是行号：请输入 1 至 { $lines }，全部正确则输入 0
practice-error-answer-no-such-line = 没有第 { $line } 行：请输入 1 至 { $lines }，全部正确则输入 0
practice-error-answer-not-an-amount = “{ $typed }”不是金额：{ $why }
practice-error-answer-round-currency = 此牌局的货币是 { $currency }
practice-error-answer-not-a-chip = “{ $word }”不是筹码：请写 2 x 25、2 green 或 0.50 cash
practice-error-answer-chip-currency = 筹码的货币是 { $currency }
practice-error-answer-no-question = 屏幕上没有题目
practice-error-nothing-to-review = { $game } · { $drill } 没有待复习的题目：答错的题型会回到这里，直到连续答对三次为止

# pitpay worksheet 及 pitpay practice --stats。$why 是系统本身的字句，照录。
practice-cannot-write = 无法写入：{ $why }
practice-no-data-folder = 没有数据文件夹（请设置 PITPAY_DATA_DIR）
