import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';

import type { RouteDefinition } from '../../../../shared/api/route';
import type { FormErrors } from './field-errors';
import type { CustomFieldConfig, FormValues, ResourceForm } from './form-model';
import type { ResourceNouns } from './strings';

/** What every listed resource has. */
export interface ResourceItem {
  readonly id: string;
  readonly createdAt: string;
}

/**
 * The CRUD routes of a component (`crud()` in shared/api/routes.ts), e.g. `companyRoutes`:
 * `list` answers `{ items, cursor }` for `{ limit, cursor, order, search }`; `create` takes the
 * create input; `update` and `delete` take `{ id }` path parameters.
 */
export interface ResourceRoutes {
  readonly list: RouteDefinition;
  readonly create: RouteDefinition;
  readonly update: RouteDefinition;
  readonly delete: RouteDefinition;
}

/** The texts of a resource page that are the resource's own. */
export interface ResourcePageText {
  /** the page heading, e.g. 'Companies' */
  readonly title: string;
  readonly description: string;
  readonly nouns: ResourceNouns;
  /** empty state of a list with nothing in it yet */
  readonly emptyTitle: string;
  readonly emptyText: string;
  /** placeholder of the text filter; says what it searches ('Find companies by name') */
  readonly filterPlaceholder?: string;
}

/**
 * One resource's page: its texts, routes, table columns and form.
 *
 * - `columns` are Cloudscape column definitions; give the created column `createdColumn()` so the
 *   list can be sorted by creation (the only order the server knows).
 * - `form.fields` are checked on submit with `form.createSchema` / `form.updateSchema`.
 * - `nameOf` names an item in alerts and in the delete confirmation.
 */
export interface ResourcePageConfig<T extends ResourceItem> {
  readonly text: ResourcePageText;
  readonly routes: ResourceRoutes;
  readonly columns: readonly TableProps.ColumnDefinition<T>[];
  readonly form: ResourceForm;
  readonly nameOf: (item: T) => string;
  /** Cloudscape modal size of the form; 'medium' by default */
  readonly formSize?: 'medium' | 'large';
}

/** What a page's own editor of a custom field receives. */
export interface CustomFieldProps {
  readonly field: CustomFieldConfig;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** the form's problems; `errors.paths` holds those of the field's parts (`steps.1.delayDays`) */
  readonly errors: FormErrors;
  readonly values: FormValues;
  readonly disabled: boolean;
}

/** Draws the custom fields of a form (cadence steps); answers undefined for fields it does not know. */
export type CustomFieldRenderer = (props: CustomFieldProps) => ReactNode;
