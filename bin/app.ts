import { buildApp } from '../infra/app';

/** `npx cdk synth|deploy [-c stage=prod -c key=value ...]`: see README, Deploy. */
buildApp().app.synth();
