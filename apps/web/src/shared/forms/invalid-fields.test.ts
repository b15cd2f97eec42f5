import { afterEach, describe, expect, it } from 'vitest';
import { fieldLabel } from './invalid-fields';

afterEach(() => {
  document.body.innerHTML = '';
});

const fieldOf = (id: string) => ({
  path: id,
  message: 'validation.required',
  element: document.getElementById(id),
});

describe("the error summary's name of a field", () => {
  it('names a choice of radio buttons by its question, not by its first answer', () => {
    document.body.innerHTML = `
      <fieldset><legend>Civilité *</legend>
        <input type="radio" id="civility-mr" name="civility" value="mr" /><label for="civility-mr">Monsieur</label>
        <input type="radio" id="civility-mrs" name="civility" value="mrs" /><label for="civility-mrs">Madame</label>
      </fieldset>`;
    expect(fieldLabel(fieldOf('civility-mr'))).toBe('Civilité');
  });

  it('names a text field by its own label, even inside a group', () => {
    document.body.innerHTML = `
      <fieldset><legend>Votre domicile</legend>
        <label for="city">Ville *</label><input id="city" name="city" />
      </fieldset>`;
    expect(fieldLabel(fieldOf('city'))).toBe('Ville');
  });
});
