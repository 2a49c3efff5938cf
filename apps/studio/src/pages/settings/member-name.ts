/** How a member is named in lists and dialogs: first and last name, else the username (email). */
export function memberName(member: { firstname: string; lastname: string; username: string }): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.username;
}
