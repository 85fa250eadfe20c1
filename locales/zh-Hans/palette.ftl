# 指令面板（Ctrl+K）：面板本身的文本及列出的每个项目。

palette-nothing = 没有相符的项目。
palette-count = { $found } / { $all } · Up/Down 选择，Enter 运行，Escape 关闭
palette-hint = 输入指令："soft17 hit"、"加座位"、"作废 12"…

palette-go-settle = 前往：牌局（结算）
palette-go-paytables = 前往：赔率表
palette-go-history = 前往：记录（派彩单记录）
palette-go-practice = 前往：练习（荷官休息时的练习）
palette-go-staff = 前往：员工（登录、员工名册）
palette-go-cage = 前往：账房（付派彩单：扫描其 QR 码）
palette-sign-out = 退出登录（锁定工作台）
palette-print = 打印最后存档的文档（派彩单、重印、告示牌、报告）
palette-open-folder = 打开最后存档文档所在的文件夹
palette-save-copy = 将最后存档的文档另存副本…
palette-go-meter = 前往：累积奖金
palette-new-round = 新牌局
palette-open-round = 打开牌局文件…
palette-save-round = 保存牌局文件…
palette-open-path = 打开路径栏中输入的牌局文件
palette-save-path = 存到路径栏中输入的路径
palette-path-field = 输入路径（路径栏）
palette-issue-slip = 开派彩单…（签核）
palette-undo = 撤销
palette-redo = 重做
palette-steps-on = 开
palette-steps-off = 关
palette-steps = 显示步骤（学习视图）：{ $state }
palette-theme-dark = 深色
palette-theme-light = 浅色
palette-theme = 主题：{ $theme }
palette-scroll-end = 滚动到最后：结算的总数、最后的派彩单
palette-scroll-top = 滚动到结算或派彩单的顶部

palette-game-practice = 游戏：{ $game }（练习）
palette-game-round = 牌局的游戏：{ $game }（结算）
palette-open-example = 打开示例：{ $example }
palette-house-rules = 场内规则文件：{ $id }
palette-house-type = { $option }：请输入（现为 { $now }）· { $key }
# 场内选项的值：先用主任的说法，再用牌局文件的写法。
palette-house = { $phrase } · { $key }: { $value }
palette-house-now = { $phrase }（现用）· { $key }: { $value }
palette-paytable = { $bet } 的赔率表：{ $name } · { $id }
palette-paytable-now = { $bet } 的赔率表：{ $name }（现用）· { $id }

palette-add-seat = 加座位
palette-add-terminal = 加终端机
palette-remove-seat = 移除座位 { $seat }
palette-remove-terminal = 移除终端机 { $seat }
palette-split = 座位 { $seat } 分牌
palette-remove-hand = 移除座位 { $seat } 的最后一手牌
palette-even-money-take = 座位 { $seat } 平赔：接受
palette-even-money-clear = 座位 { $seat } 平赔：取消
palette-picker-hand = 选牌器：座位 { $seat } 第 { $hand } 手
palette-picker-dealer = 选牌器：庄家的牌

palette-history-older = 记录：较旧的派彩单
palette-history-newer = 记录：较新的派彩单
palette-history-report = 记录：打印班次报告（所搜索的日子，否则为今日）…
palette-history-export = 记录：导出清单（搜索所显示的内容，CSV 格式）
palette-history-backup = 记录：备份派彩单记录（完整副本，存于导出文件夹）
palette-slip-what = 赌台 { $table } · { $game } · 派彩 { $paid }
palette-slip-no-table = 无赌台 · { $game } · 派彩 { $paid }
palette-reprint-slip = 重印派彩单 { $number }…（{ $what }）
palette-void-slip = 作废派彩单 { $number }…（{ $what }）

palette-size-letter = Letter 纸
palette-size-a4 = A4
palette-size-tent = 台面立牌
palette-print-sign = 打印告示牌：{ $name }（{ $id }），{ $size }
palette-tier-odds = 各级几率：{ $name }（{ $id }）
palette-paytable-card = 赔率表卡：{ $name }（{ $id }），主游戏的庄家优势
palette-decks = 以 { $count } 副牌计算的赔率表数字

palette-practice-start = 练习：开始一轮
palette-practice-next = 练习：下一题
palette-practice-stop = 练习：停止这一轮
palette-practice-review = 练习：重温答错的题目
palette-practice-drill = 练习项目：{ $drill }
palette-practice-game = 练习游戏：{ $game }
palette-practice-any-bet = 练习投注：任何投注（计派彩）
palette-practice-bet = 练习投注：{ $bet }（计派彩）
palette-practice-mode = 练习模式：{ $mode }
palette-practice-level = 练习程度：{ $level }
