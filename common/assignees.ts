/** Who may be offered as an assignee: a user neither blocked nor still waiting to accept an invitation. */
export interface AssigneeCandidate {
  isBlocked?: boolean | null
  isVerified?: boolean | null
}

export const isOfferedAssignee = (user: AssigneeCandidate) => !user.isBlocked && user.isVerified !== false
