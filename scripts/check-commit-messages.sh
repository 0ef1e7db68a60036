#!/bin/sh
# Checks every commit message from the commit that introduced .githooks/commit-msg to HEAD
# against the hook's own rules (.githooks/lib/commit-message-rules.sh), so a commit made without
# the hook (another clone, --no-verify) is caught in CI. Older history is not judged: it was
# written before the rules. Exits 1 listing the commits that break them.
set -eu
cd "$(git rev-parse --show-toplevel)"
. .githooks/lib/commit-message-rules.sh

# The cutoff: the oldest commit that adds the hook. Only it and its descendants are judged.
cutoff=$(git log --diff-filter=A --format=%H -- .githooks/commit-msg | tail -n 1)
if [ -z "$cutoff" ]; then
  echo 'check-commit-messages: no commit adds .githooks/commit-msg; nothing to check' >&2
  exit 1
fi

checked=0
failed=0
for commit in $cutoff $(git rev-list --ancestry-path "$cutoff..HEAD"); do
  checked=$((checked + 1))
  if ! problems=$(git log -1 --format=%B "$commit" | commit_message_problems stored); then
    failed=$((failed + 1))
    git log -1 --format='%h %s' "$commit" | cut -c 1-80
    printf '%s\n' "$problems" | sed 's/^/    /'
  fi
done

if [ "$failed" -gt 0 ]; then
  echo "check-commit-messages: $failed of the $checked commits from $(git rev-parse --short "$cutoff") to HEAD" \
    'break the rules: a subject of at most 72 characters, then a blank line before any body'
  exit 1
fi
echo "check-commit-messages: the $checked commits from $(git rev-parse --short "$cutoff") to HEAD follow the rules"
