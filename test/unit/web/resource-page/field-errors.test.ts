import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../../web/src/api/client';
import { errorMessage } from '../../../../web/src/api/error-message';
import {
  formErrorsOf,
  formErrorsOfFailure,
  hasFormErrors,
  NO_FORM_ERRORS,
} from '../../../../web/src/components/resource-page/field-errors';

const FIELDS = ['name', 'website', 'steps'];

describe('formErrorsOf', () => {
  it('puts each issue under the field its path starts with, keeping the first message of a field', () => {
    const errors = formErrorsOf(
      [
        { path: ['name'], message: 'Name is required.' },
        { path: ['website'], message: 'Website must be a valid URL starting with http:// or https://.' },
        { path: ['name'], message: 'Name must be at most 200 characters.' },
      ],
      FIELDS,
    );

    expect(errors.fields).toEqual({
      name: 'Name is required.',
      website: 'Website must be a valid URL starting with http:// or https://.',
    });
    expect(errors.form).toEqual([]);
  });

  it('keeps nested issues by their full path and shows the first under its field too', () => {
    const errors = formErrorsOf(
      [
        { path: ['steps', 0], message: 'A cadence must start by sending the first email.' },
        { path: ['steps', 2, 'delayDays'], message: 'Delay must be a whole number of days from 1 to 30.' },
      ],
      FIELDS,
    );

    expect(errors.paths).toEqual({
      'steps.0': 'A cadence must start by sending the first email.',
      'steps.2.delayDays': 'Delay must be a whole number of days from 1 to 30.',
    });
    expect(errors.fields.steps).toBe('A cadence must start by sending the first email.');
  });

  it('sends issues about no field of the form to the form, once each', () => {
    const errors = formErrorsOf(
      [
        { path: [], message: 'Provide at least one field to update.' },
        { path: 'contactListId', message: 'Contact list not found.' },
        { path: '', message: 'Provide at least one field to update.' },
      ],
      FIELDS,
    );

    expect(errors.form).toEqual(['Provide at least one field to update.', 'Contact list not found.']);
    expect(errors.fields).toEqual({});
    expect(hasFormErrors(errors)).toBe(true);
  });

  it('reports nothing to show when there is no issue', () => {
    expect(hasFormErrors(formErrorsOf([], FIELDS))).toBe(false);
    expect(hasFormErrors(NO_FORM_ERRORS)).toBe(false);
  });
});

describe('formErrorsOfFailure', () => {
  it("places a 400's field errors on the fields they name", () => {
    const error = new ApiError(400, 'Website must be a valid URL starting with http:// or https://.', {
      fieldErrors: [{ path: 'website', message: 'Website must be a valid URL starting with http:// or https://.' }],
    });

    const errors = formErrorsOfFailure(error, FIELDS, errorMessage);

    expect(errors.fields).toEqual({ website: 'Website must be a valid URL starting with http:// or https://.' });
    expect(errors.form).toEqual([]);
  });

  it('shows any other failure as a message of the whole form', () => {
    const conflict = new ApiError(404, 'Company Not Found');
    const offline = new ApiError(0, 'The server could not be reached.');

    expect(formErrorsOfFailure(conflict, FIELDS, errorMessage)).toEqual({ fields: {}, paths: {}, form: ['Company Not Found'] });
    expect(formErrorsOfFailure(offline, FIELDS, errorMessage).form).toEqual(['The server could not be reached.']);
  });

  it('shows a 400 without field errors as its message', () => {
    const error = new ApiError(400, 'The request is not valid.');

    expect(formErrorsOfFailure(error, FIELDS, errorMessage).form).toEqual(['The request is not valid.']);
  });
});
