/** Who may enter the private workspace, in one sentence (spec §2). */
export function restrictionText(members: readonly string[], email: string) {
  return `Access is restricted to ${members.join(', ')} and you (${email}).`;
}

export function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
