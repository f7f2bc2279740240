import { loadModel, type Model, type StoredModel } from './model';
import stored from './model-weights.json';

// ----------------------------------------------------------------------
// The trained weights of each language's tone model (./model.ts), unpacked on
// first use (docs/decisions/0037-tone-in-every-language.md).

const models = new Map<string, Model>();
const weights = stored as Record<string, StoredModel>;

/** The model of `language`, or undefined when none was trained for it. */
export function modelFor(language: string): Model | undefined {
  let model = models.get(language);
  if (!model && weights[language]) {
    model = loadModel(weights[language]);
    models.set(language, model);
  }
  return model;
}
