import { expectSaga, testSaga } from 'redux-saga-test-plan';
import { getContext } from 'redux-saga/effects';
import { workshopAppErrors } from '../../../../shared/contract/workshopApp';
import { UNTIL_DONE } from '../../../../testing/sagas';
import { uiActions } from '../../../frame/uiSlice';
import { workshopRootReducer } from '../../app/store';
import { answer, fixtureApi, owner } from '../../app/testUtils';
import { writeClipboard } from '../../../frame/clipboard';
import { COPIED_NOTICE_MS, addStaff, copyKey, loadStaff, removeStaff, rotateKey, staffExistsPopup } from './sagas';
import { selectKey, staffActions } from './slice';

function run(saga: Parameters<typeof expectSaga>[0], action: unknown, api = fixtureApi()) {
  return { flow: expectSaga(saga as never, action).withReducer(workshopRootReducer).provide([[getContext('api'), api]]), api };
}

describe('the owner’s staff', () => {
  it('adds a person, who then waits to set a password', async () => {
    const { flow, api } = run(addStaff, staffActions.addRequested({ name: 'Muthu a/l Raman', mobile_number: '60123450003' }));
    const { storeState } = await flow.put.actionType(staffActions.addSucceeded.type).run(UNTIL_DONE);
    expect(api.addStaff).toHaveBeenCalledWith({ name: 'Muthu a/l Raman', mobile_number: '60123450003' }, '');
    expect(Object.values(storeState.staff.accounts.entities)).toEqual([expect.objectContaining({ name: 'Muthu a/l Raman', password_set: false })]);
    expect(storeState.ui.popup).toMatchObject({ icon: 'success', messageKey: 'workshop:staff.added', values: { name: 'Muthu a/l Raman' } });
  });

  it('says in its own words that the number already has a workshop account', async () => {
    const api = fixtureApi({ addStaff: jest.fn(async () => answer(409, null, workshopAppErrors.staffExists)) });
    const { flow } = run(addStaff, staffActions.addRequested({ name: 'Muthu', mobile_number: '60123450001' }), api);
    const { storeState } = await flow.put(uiActions.popupShown(staffExistsPopup)).run(UNTIL_DONE);
    expect(storeState.staff.add.status).toBe('failed');
  });

  it('lists, then removes a person', async () => {
    const staffMember = { ...owner.staff, id: 7, name: 'Muthu', role: 'staff' as const };
    const api = fixtureApi({ listStaff: jest.fn(async () => answer(200, [owner.staff, staffMember])) });
    const listed = await run(loadStaff, staffActions.listRequested(), api).flow.run(UNTIL_DONE);
    const { storeState } = await expectSaga(removeStaff, staffActions.removeRequested(7))
      .withReducer(workshopRootReducer)
      .withState(listed.storeState)
      .provide([[getContext('api'), api]])
      .run(UNTIL_DONE);
    expect(api.removeStaff).toHaveBeenCalledWith(7, '');
    expect(storeState.staff.accounts.ids).toEqual([1]);
  });
});

describe('the workshop key', () => {
  it('keeps the new key only until the page is left', async () => {
    const { flow } = run(rotateKey, staffActions.keyRotationRequested());
    const { storeState } = await flow.run(UNTIL_DONE);
    expect(storeState.staff.key).toEqual({ value: 'wk_new_key_0123456789', status: 'succeeded', copied: false });
    expect(workshopRootReducer(storeState, staffActions.keyDismissed()).staff.key.value).toBeNull();
  });

  it('copies the key, then shows “Copied” for its time', () => {
    testSaga(copyKey)
      .next()
      .select(selectKey)
      .next({ value: 'wk_new_key', status: 'succeeded', copied: false })
      .call(writeClipboard, 'wk_new_key')
      .next(true)
      .put(staffActions.keyCopied())
      .next()
      .delay(COPIED_NOTICE_MS)
      .next()
      .put(staffActions.keyCopyNoticeEnded())
      .next()
      .isDone();
  });
});
