'use strict';
// ElectroDB checks each entity's model against a JSON schema when the entity is built. The models
// are fixed code, built (and so checked by the real `jsonschema`) by every test and by the local
// stack; the Lambda bundles take this stand-in instead, which accepts every model, to keep about
// 28 KB out of each function.
class Validator {
  addSchema() {}
  validate() {
    return { errors: [] };
  }
}
Validator.prototype.customFormats = {};
module.exports = { Validator };
