import { jsonShapeProblem } from './json-body.ts';

describe('the JSON shape bound', () => {
  it('counts only structure: brackets, braces and colons inside strings, escaped quotes included, are text', () => {
    expect(jsonShapeProblem('{"a":"[[[[{{{{::::\\"[[[["}', 2, 1)).toBeNull();
    expect(jsonShapeProblem('{"a\\\\":{"b":1}}', 2, 2)).toBeNull();
    expect(jsonShapeProblem('{"a\\\\":{"b":[1]}}', 2, 2)).toBe('depth');
    expect(jsonShapeProblem('{"a":1,"b":2,"c":3}', 2, 2)).toBe('members');
  });

  it('takes depth at the limit and refuses one more, for arrays and objects alike', () => {
    expect(jsonShapeProblem('[[[]]]', 3)).toBeNull();
    expect(jsonShapeProblem('[[[[]]]]', 3)).toBe('depth');
    expect(jsonShapeProblem('{"a":{"a":{"a":1}}}', 3)).toBeNull();
    expect(jsonShapeProblem('{"a":{"a":{"a":{}}}}', 3)).toBe('depth');
    // Siblings do not add up: depth is nesting, not count.
    expect(jsonShapeProblem(`[${'[[]],'.repeat(1000)}[]]`, 3)).toBeNull();
  });

  it('leaves malformed text to the parser', () => {
    expect(jsonShapeProblem('{"a":', 3, 3)).toBeNull();
    expect(jsonShapeProblem(']]]]', 3, 3)).toBeNull();
  });
});
