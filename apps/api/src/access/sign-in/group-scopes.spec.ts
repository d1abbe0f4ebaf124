import { groupsOf } from './group-scopes';

describe('groupsOf, a groups claim as the provider sent it', () => {
  it.each([
    ['a string, one group even with spaces and commas', 'Domain Admins, EMEA', ['Domain Admins, EMEA'], 0],
    ['an empty string', '', [], 0],
    ['a list of strings', ['analysts', 'admins'], ['analysts', 'admins'], 0],
    ['a list with nested lists, numbers and nulls', [['admins'], 'analysts', 7, null], ['analysts'], 1],
    ['no claim', undefined, [], 0],
    ['null', null, [], 0],
    ['a number', 42, [], 1],
    ['an object', { admins: true }, [], 1],
    ['a boolean', true, [], 1],
  ])('%s', (_what, claim, groups, warnings) => {
    const warn = jest.fn();
    expect(groupsOf(claim, warn)).toEqual(groups);
    expect(warn).toHaveBeenCalledTimes(warnings);
  });
});
