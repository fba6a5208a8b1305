/**
 * The questions asked after the rego and kilometres, as the leading online car buyers ask them: each
 * answer moves the estimate by a factor (1 = no change). Finance owing does not change the car's value
 * but the dealer needs to know it, so it is asked and stored.
 */
export const adjustmentQuestions = [
  {
    name: 'condition',
    question: 'What condition is it in?',
    options: [
      { value: 'excellent', label: 'Excellent: no marks, like new', factor: 1.05 },
      { value: 'good', label: 'Good: minor marks from normal use', factor: 1 },
      { value: 'fair', label: 'Fair: visible dents, scratches or wear', factor: 0.88 },
      { value: 'poor', label: 'Poor: needs mechanical or body work', factor: 0.7 },
    ],
  },
  {
    name: 'serviceHistory',
    question: 'Does it have a service history?',
    options: [
      { value: 'full', label: 'Full service history', factor: 1.03 },
      { value: 'partial', label: 'Partial service history', factor: 0.97 },
      { value: 'none', label: 'No service history', factor: 0.9 },
    ],
  },
  {
    name: 'accident',
    question: 'Has it been in an accident?',
    options: [
      { value: 'no', label: 'No', factor: 1 },
      { value: 'repaired', label: 'Yes, professionally repaired', factor: 0.9 },
      { value: 'damaged', label: 'Yes, still damaged', factor: 0.75 },
    ],
  },
  {
    name: 'keys',
    question: 'How many keys do you have?',
    options: [
      { value: 'two', label: 'Two or more', factor: 1 },
      { value: 'one', label: 'One', factor: 0.98 },
    ],
  },
  {
    name: 'financeOwing',
    question: 'Is there finance owing on it?',
    options: [
      { value: 'no', label: 'No', factor: 1 },
      { value: 'yes', label: 'Yes', factor: 1 },
    ],
  },
] as const

type AdjustmentQuestion = (typeof adjustmentQuestions)[number]
export type AdjustmentAnswers = { [Q in AdjustmentQuestion as Q['name']]: Q['options'][number]['value'] }

export const ADJUSTMENTS_INCOMPLETE = 'Please answer every question about your car.'

/** The product of the answers' factors. */
export function adjustmentFactor(answers: AdjustmentAnswers): number {
  let factor = 1
  for (const question of adjustmentQuestions) {
    const answer = answers[question.name]
    const option = question.options.find((candidate) => candidate.value === answer)
    factor *= option?.factor ?? 1
  }
  return factor
}

/** Each answer as staff read it: 'What condition is it in?' → 'Good: minor marks from normal use'. */
export function describeAdjustmentAnswers(answers: Partial<AdjustmentAnswers>): Array<{ question: string; answer: string }> {
  return adjustmentQuestions.flatMap((question) => {
    const option = question.options.find((candidate) => candidate.value === answers[question.name])
    return option ? [{ question: question.question, answer: option.label }] : []
  })
}
