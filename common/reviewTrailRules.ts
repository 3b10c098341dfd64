import { ASSESSMENT_MAX, ASSESSMENT_MIN, REVIEW_TEXT_MAX_LENGTH } from './entityFormat'
import { messages } from './messages'
import type { Role } from './roles'

/** An assessment is a whole number from 1 to 5 (spec 1 §3, §9). */
export const isAssessment = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= ASSESSMENT_MIN && value <= ASSESSMENT_MAX

/** Comment and rejection texts are kept trimmed. */
export const storedReviewText = (text: string) => text.trim()

function reviewTextError(text: string | null | undefined, requiredMessage: string): string | undefined {
  const stored = storedReviewText(text ?? '')
  if (!stored) return requiredMessage
  if (stored.length > REVIEW_TEXT_MAX_LENGTH) return messages.valueTooLong
  return undefined
}

/**
 * The first problem of a comment, shared by the Comments panel (its Add button stays disabled while
 * there is one) and the server: 'Comment text is required', 'Value too long', and an assessment
 * other than 1 to 5 when one is given (none means the default, 3).
 */
export function commentError(values: { details?: string | null; assessment?: unknown }): string | undefined {
  const textError = reviewTextError(values.details, messages.commentRequired)
  if (textError) return textError
  if (values.assessment !== undefined && !isAssessment(values.assessment)) return messages.assessmentRange
  return undefined
}

/** The first problem of a rejection comment: 'Rejection comment is required', 'Value too long'. */
export const rejectionCommentError = (comment: string | null | undefined) =>
  reviewTextError(comment, messages.rejectionCommentRequired)

/** A comment is removed by the one who wrote it, or by an admin. */
export const canRemoveComment = (role: Role, comment: { userId: string | null }, userId: string) =>
  role === 'admin' || comment.userId === userId
