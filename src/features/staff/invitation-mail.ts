/** The e-mail that invites a person to a dealer group's console, with the link to accept it. */
export function invitationMail(invitation: { groupName: string; inviterName: string; link: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `You are invited to the ${invitation.groupName} dealer console`,
    text:
      `${invitation.inviterName} has invited you to work in the Forecourt dealer console for ${invitation.groupName}.\n\n` +
      `To accept, open ${invitation.link} and sign in with this e-mail address (we e-mail you a code). ` +
      `The invitation lasts 7 days.\n\nIf you did not expect this, ignore this e-mail.`,
  };
}
