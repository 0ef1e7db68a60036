# The rules a commit message follows, shared by the commit-msg hook and
# scripts/check-commit-messages.sh so both judge alike. POSIX sh; source it, then call
# commit_message_problems with the message on standard input (`stored` as its argument for a
# message read from a commit, which git has already cleaned).
#
# Why: `git log --oneline` shows the subject alone, so it has to say what the commit does in a
# line that fits (72 characters, as git's own tools and most viewers wrap there); the blank line
# is how git, and every tool after it, tells the subject from the body.

commit_message_max_subject=72

# Prints the message as git will store it: without trailing spaces and blank lines at either end
# and, unless it is `stored`, without comment lines or anything below the scissors line (the hook
# reads the file before git cleans it).
commit_message_clean() {
  comment_char=$(git config core.commentChar 2>/dev/null || true)
  case $comment_char in '' | auto) comment_char='#' ;; esac
  if [ "${1:-}" = stored ]; then comment_char=''; fi
  awk -v c="$comment_char" '
    c != "" && $0 ~ /^# -+ >8 -+$/ { exit }
    c != "" && index($0, c) == 1 { next }
    { sub(/[ \t\r]+$/, ""); lines[++n] = $0 }
    END {
      first = 1; while (first <= n && lines[first] == "") first++
      last = n; while (last >= first && lines[last] == "") last--
      for (i = first; i <= last; i++) print lines[i]
    }'
}

# Characters, not bytes: UTF-8 continuation bytes are not counted, whatever the locale.
commit_message_length() {
  printf '%s' "$1" | LC_ALL=C tr -d '\200-\277' | wc -c | tr -d ' '
}

# Reads a message on standard input; prints one line per broken rule and returns 1 if any.
commit_message_problems() {
  message=$(commit_message_clean "${1:-}")
  subject=$(printf '%s\n' "$message" | sed -n 1p)
  second=$(printf '%s\n' "$message" | sed -n 2p)
  status=0
  if [ -z "$(printf '%s' "$subject" | tr -d ' \t')" ]; then
    echo 'the subject is empty'
    return 1
  fi
  # Subjects git writes itself, or that name another commit's subject, may run long.
  case $subject in
    'Merge branch '* | 'Merge branches '* | 'Merge remote-tracking branch '* | 'Merge tag '* | \
      'Merge commit '* | 'Merge pull request '* | 'Revert "'* | 'Reapply "'* | \
      'fixup! '* | 'squash! '* | 'amend! '*) ;;
    *)
      length=$(commit_message_length "$subject")
      if [ "$length" -gt "$commit_message_max_subject" ]; then
        echo "the subject has $length characters; at most $commit_message_max_subject"
        status=1
      fi
      ;;
  esac
  if [ -n "$second" ]; then
    echo 'the subject is not followed by a blank line before the body'
    status=1
  fi
  return $status
}
