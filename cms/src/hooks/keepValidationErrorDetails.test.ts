import { describe, expect, it } from '@jest/globals'
import type { AfterErrorHookArgs } from 'payload'

import { keepValidationErrorDetails } from './keepValidationErrorDetails'

const args = (error: Error, result: AfterErrorHookArgs['result']) =>
  ({ error, result, context: {}, req: {} }) as unknown as AfterErrorHookArgs

/** A validation error as the production bundle throws it: another class, its name minified, status and field errors kept. */
function validationError(errors: Array<{ path: string; message: string }>) {
  return Object.assign(new Error(`The following field is invalid: ${errors[0]?.path}`), {
    name: 'e',
    status: 400,
    data: { collection: 'site-settings', errors },
  })
}

describe('validation errors keep their field messages in REST answers', () => {
  it('adds the field errors the plain answer lost', () => {
    const error = validationError([{ path: 'vehicle_page_sections', message: 'Each section can appear only once' }])
    const answer = keepValidationErrorDetails(args(error, { errors: [{ message: error.message }] }))
    expect(answer).toEqual({
      status: 400,
      response: {
        errors: [
          {
            name: 'ValidationError',
            message: error.message,
            data: {
              collection: 'site-settings',
              errors: [{ path: 'vehicle_page_sections', message: 'Each section can appear only once' }],
            },
          },
        ],
      },
    })
  })

  it('leaves other errors, and answers that already carry the details, alone', () => {
    expect(keepValidationErrorDetails(args(new Error('boom'), { errors: [{ message: 'Something went wrong.' }] }))).toBeUndefined()
    const forbidden = Object.assign(new Error('You are not allowed to perform this action.'), {
      status: 403,
      data: { errors: [{ path: 'x', message: 'no' }] },
    })
    expect(keepValidationErrorDetails(args(forbidden, { errors: [{ message: forbidden.message }] }))).toBeUndefined()
    const error = validationError([{ path: 'email', message: 'Enter an email address like sales@dealer.com.au' }])
    expect(keepValidationErrorDetails(args(error, { errors: [{ message: error.message, data: error.data } as never] }))).toBeUndefined()
  })
})
