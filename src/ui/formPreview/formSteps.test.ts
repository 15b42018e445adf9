import { formStepTitles } from './formSteps';

describe('the progress titles of a server form', () => {
  it('takes, for each step, the first title given, else its placeholder', () => {
    expect(formStepTitles(['Votre projet', ''], undefined, ['Projet', 'Votre plancher'])).toEqual([
      'Votre projet',
      'Votre plancher',
    ]);
    expect(formStepTitles([], [], undefined)).toEqual(['Étape 1', 'Étape 2']);
  });
});
