# The tax and approval flags a jurisdiction file raises on a win, and the notice when
# it cannot check them. $measure, $holds and $convention choose words; amounts come
# written.
flag-w2g = Form W-2G ({ $year } figures): { $measure ->
    [received] winnings
   *[reduced] winnings less the wager
} of { $measured } are at least { $threshold } and at least { $times } times the { $stake } wager
flag-withholding = { $rate }% federal withholding ({ $year } figures): winnings less the wager, { $proceeds }, are over { $threshold } and at least { $times } times the { $stake } wager
flag-approval = Supervisor approval (house threshold): { $reasons }
flag-approval-amount = the payout of { $payout } is at least { $limit }
flag-approval-odds = { $measure ->
    [return] a return
   *[winnings] winnings
} of { $compared } on a { $stake } wager is at least { $odds }
flag-approval-both = { $amount }, and { $odds }
flag-notice-other-currency = { $name } ({ $id }) is in { $currency } and the round in { $round }: no tax flags checked
flag-notice-no-figures = { $name } ({ $id }) has no W-2G or withholding figures for { $year } ({ $holds ->
    [none] it holds no years
   *[years] it holds { $first } to { $last }
}): those flags are not checked; add the year's published figures to the jurisdiction file
