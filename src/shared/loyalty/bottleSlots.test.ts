import { ServiceStatus } from '../contract/loyalty';
import { bottleSlots, vehicleBottleSlots } from './bottleSlots';
import { at, service } from './testFixtures';

const { Pending: P, Verified: V, Rejected: R } = ServiceStatus;
const INEO = 'QUARTZINEOHTC5W30';
const N9 = 'QUARTZ90005W40';

type Row = [bottles: number, status: 0 | 1 | 2 | 3, oil: string, free?: boolean];

function list(rows: Row[]) {
  return rows.map(([total_bottle, status, OilCode, free_oil = false], i) =>
    service({ total_bottle, status, OilCode, free_oil, created_date: at(`2025-0${i + 1}-01`) }),
  );
}

describe('bottle slots', () => {
  it.each<[string, 0 | 3 | 4, Row[], string]>([
    ['no cycle', 0, [], ''],
    ['size 3, nothing yet', 3, [], '_ _ _ F'],
    ['size 4, nothing yet', 4, [], '_ _ _ _ F'],
    ['only verified bottles fill', 3, [[1, V, INEO], [1, P, N9], [1, R, N9]], 'I _ _ F'],
    ['a 2-bottle service fills two, oldest first', 3, [[2, V, INEO], [1, V, N9]], 'I I N F!'],
    ['size 4 with 2 + 1', 4, [[2, V, N9], [1, V, INEO]], 'N N I _ F'],
    ['size 4 with 2 + 2: owed', 4, [[2, V, N9], [2, V, N9]], 'N N N N F!'],
    ['a pending free bottle', 3, [[1, V, INEO], [2, V, N9], [1, P, N9, true]], 'I N N F'],
    ['the verified free bottle shows its oil', 3, [[1, V, INEO], [2, V, N9], [1, V, 'QUARTZ90005W50', true]], 'I N N F=QUARTZ90005W50'],
  ])('%s: %s', (_, size, rows, drawn) => {
    const picture = bottleSlots(size, list(rows))
      .map((slot) => {
        if (slot.kind === 'empty') return '_';
        if (slot.kind === 'filled') return slot.oilCode === INEO ? 'I' : 'N';
        return slot.oilCode ? `F=${slot.oilCode}` : slot.owed ? 'F!' : 'F';
      })
      .join(' ');
    expect(picture).toBe(drawn);
  });

  it('draws a vehicle row from its cycle', () => {
    const slots = vehicleBottleSlots({ cycle_oil_type: 4, services: list([[1, V, N9]]) });
    expect(slots).toHaveLength(5);
    expect(slots[0]).toEqual({ kind: 'filled', oilCode: N9 });
    expect(slots[4]).toEqual({ kind: 'free', oilCode: null, owed: false });
  });
});
