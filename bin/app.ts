import { buildApp } from '../infra/app';
import { requireNoValidationFindings } from '../infra/validation';

/**
 * `npx cdk synth|deploy [-c stage=prod -c key=value ...]`: see README, Deploy. CloudFormation's
 * validation is a gate: an error fails synthesis by itself (`validateAgainstDefaultRules` in
 * cdk.json), and a warning left unacknowledged fails it here.
 */
requireNoValidationFindings(buildApp().app.synth().directory);
