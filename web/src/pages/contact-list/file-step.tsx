import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';

import { MAX_UPLOAD_BYTES, MAX_UPLOAD_ROWS } from '../../../../shared/contacts/import-fields';
import { UPLOAD_STRINGS as S } from './strings';
import { useContactListOptions } from './use-contact-list-options';

/** Where the contacts go: a new list (named here) or an existing one. */
export interface ListTarget {
  readonly kind: 'new' | 'existing';
  readonly name: string;
  readonly description: string;
  readonly existing: { readonly id: string; readonly name: string } | null;
}

export const NEW_LIST_TARGET: ListTarget = { kind: 'new', name: '', description: '', existing: null };

export interface FileStepErrors {
  readonly file?: string | undefined;
  readonly name?: string | undefined;
  readonly existing?: string | undefined;
}

export interface FileStepProps {
  readonly namespaceId: string;
  readonly file: File | null;
  readonly parsing: boolean;
  /** what the file's rows look like, once read */
  readonly fileSummary: string | null;
  readonly problems: readonly string[];
  readonly target: ListTarget;
  readonly errors: FileStepErrors;
  readonly onFileChange: (file: File | null) => void;
  readonly onTargetChange: (target: ListTarget) => void;
}

/** Step 1: the CSV file and the list the contacts go into. */
export function FileStep(props: FileStepProps) {
  const { target, errors } = props;
  return (
    <SpaceBetween size="l">
      <Container>
        <SpaceBetween size="l">
          <FormField
            label={S.fileLabel}
            description={S.fileDescription}
            constraintText={S.fileConstraint(MAX_UPLOAD_BYTES / (1024 * 1024), MAX_UPLOAD_ROWS)}
            errorText={errors.file}
          >
            <FileUpload
              accept=".csv,text/csv"
              value={props.file === null ? [] : [props.file]}
              onChange={({ detail }) => props.onFileChange(detail.value[0] ?? null)}
              showFileSize
              showFileLastModified
              i18nStrings={{
                uploadButtonText: () => S.chooseFile,
                dropzoneText: () => S.dropFile,
                removeFileAriaLabel: (_index, name) => S.removeFile(name),
                errorIconAriaLabel: S.editError,
              }}
            />
          </FormField>
          {props.parsing && (
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              <Spinner />
              <span>{S.parsing}</span>
            </SpaceBetween>
          )}
          {props.fileSummary !== null && !props.parsing && <Alert type="info">{props.fileSummary}</Alert>}
          {props.problems.length > 0 && (
            <Alert type="warning" header={S.parseProblems}>
              <ul>
                {props.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          )}
        </SpaceBetween>
      </Container>
      <Container>
        <SpaceBetween size="l">
          <FormField label={S.listTargetLabel}>
            <RadioGroup
              value={target.kind}
              onChange={({ detail }) =>
                props.onTargetChange({ ...target, kind: detail.value === 'existing' ? 'existing' : 'new' })
              }
              items={[
                { value: 'new', label: S.listTargetNew },
                { value: 'existing', label: S.listTargetExisting },
              ]}
            />
          </FormField>
          {target.kind === 'new' ? (
            <>
              <FormField label={S.listNameLabel} description={S.listNameDescription} errorText={errors.name}>
                <Input
                  value={target.name}
                  placeholder={S.listNamePlaceholder}
                  invalid={errors.name !== undefined}
                  onChange={({ detail }) => props.onTargetChange({ ...target, name: detail.value })}
                />
              </FormField>
              <FormField
                label={
                  <>
                    {S.listDescriptionLabel} <i>- {S.optional}</i>
                  </>
                }
              >
                <Textarea
                  value={target.description}
                  rows={2}
                  onChange={({ detail }) => props.onTargetChange({ ...target, description: detail.value })}
                />
              </FormField>
            </>
          ) : (
            <ExistingListField
              namespaceId={props.namespaceId}
              target={target}
              errorText={errors.existing}
              onChange={props.onTargetChange}
            />
          )}
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}

function ExistingListField({
  namespaceId,
  target,
  errorText,
  onChange,
}: {
  namespaceId: string;
  target: ListTarget;
  errorText: string | undefined;
  onChange: (target: ListTarget) => void;
}) {
  const [search, setSearch] = useState('');
  const lists = useContactListOptions(namespaceId, search);
  const options: SelectProps.Option[] = (lists.data ?? []).map((list) => ({
    value: list.id,
    label: list.name,
    description: list.description,
  }));
  const selected = target.existing === null ? null : { value: target.existing.id, label: target.existing.name };
  return (
    <FormField label={S.existingListLabel} errorText={errorText}>
      <Select
        selectedOption={selected}
        options={options}
        placeholder={S.existingListPlaceholder}
        invalid={errorText !== undefined}
        filteringType="manual"
        filteringPlaceholder={S.existingListFilter}
        filteringAriaLabel={S.existingListFilter}
        statusType={lists.isPending ? 'loading' : lists.isError ? 'error' : 'finished'}
        loadingText={S.existingListsLoading}
        errorText={S.existingListsFailed}
        recoveryText={S.retry}
        empty={S.existingListsEmpty}
        onLoadItems={({ detail }) => {
          setSearch(detail.filteringText);
          if (lists.isError) void lists.refetch();
        }}
        onChange={({ detail }) =>
          onChange({
            ...target,
            existing: { id: detail.selectedOption.value ?? '', name: detail.selectedOption.label ?? '' },
          })
        }
      />
    </FormField>
  );
}
