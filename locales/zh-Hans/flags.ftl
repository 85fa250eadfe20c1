# 管辖区文件就一注赢钱标示的税务及批准标记，以及无法核对时的通知。$measure、$holds、$convention 选词；金额已写好传入。
flag-w2g = W-2G 表格（{ $year } 年数字）：{ $measure ->
    [received] 赢得款项
   *[reduced] 扣除注码后的赢得款项
} { $measured } 不少于 { $threshold }，且不少于注码 { $stake } 的 { $times } 倍
flag-withholding = 联邦预扣税 { $rate }%（{ $year } 年数字）：扣除注码后的赢得款项 { $proceeds } 超过 { $threshold }，且不少于注码 { $stake } 的 { $times } 倍
flag-approval = 须赌台主任批准（场馆门槛）：{ $reasons }
flag-approval-amount = 派彩 { $payout } 不少于 { $limit }
flag-approval-odds = 注码 { $stake } 的{ $measure ->
    [return] 总回报（含本金）
   *[winnings] 赢额
} { $compared } 达到 { $odds } 或以上
flag-approval-both = { $amount }；以及{ $odds }
flag-notice-other-currency = { $name }（{ $id }）以 { $currency } 计算，而此局以 { $round } 计算：未核对税务标记
flag-notice-no-figures = { $name }（{ $id }）没有 { $year } 年的 W-2G 或预扣税数字（{ $holds ->
    [none] 文件未载任何年份
   *[years] 文件载有 { $first } 至 { $last } 年
}）：未核对这些标记；请把该年公布的数字加入管辖区文件
