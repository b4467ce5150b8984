// Every action a workflow runs is pinned by its full commit SHA, with the
// release it is as a comment (`uses: actions/checkout@<40 hex> # v7.0.1`): a
// tag can be moved to other code, a commit cannot. Dependabot
// (.github/dependabot.yml) updates the SHA and the comment together.

const USES = /^\s*(?:-\s+)?uses:\s*(?<ref>\S+)(?<rest>.*)$/;
const PINNED = /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/;
const VERSION_COMMENT = /^\s+#\s+v\d+(?:\.\d+){0,2}\s*$/;

/**
 * The `uses:` lines of a workflow that are not pinned by commit, with their
 * line numbers. The workflow's own files (`./…`) are part of the same commit.
 * @param {string} content the workflow's YAML
 * @returns {string[]} `line: text`
 */
export function unpinnedActions(content) {
  return content.split('\n').flatMap((line, index) => {
    const { ref: raw, rest = '' } = USES.exec(line)?.groups ?? {};
    if (raw === undefined) return [];
    const ref = raw.replace(/^(['"])(.*)\1$/, '$2');
    if (ref.startsWith('./')) return [];
    const pinned = PINNED.test(ref) && VERSION_COMMENT.test(rest);
    return pinned ? [] : [`${index + 1}: ${line.trim()}`];
  });
}
