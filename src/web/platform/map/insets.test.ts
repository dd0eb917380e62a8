import { panelInsets } from './insets.ts';

const map = { left: 100, top: 200, right: 900, bottom: 700 };

describe('what the details panel covers of the map', () => {
  it('is nothing when the panel is elsewhere', () => {
    expect(panelInsets(map, { left: 950, top: 200, right: 1200, bottom: 700 })).toEqual({
      top: 0,
      right: 0,
      bottom: 0,
      left: 0,
    });
  });

  it('is the left side for a panel over the map’s left side (wide screens)', () => {
    expect(panelInsets(map, { left: 112, top: 212, right: 496, bottom: 688 })).toEqual({
      top: 0,
      right: 0,
      bottom: 0,
      left: 396,
    });
  });

  it('is the bottom for a sheet as wide as the map (phones), never all of it', () => {
    expect(panelInsets(map, { left: 0, top: 500, right: 1000, bottom: 1000 }).bottom).toBe(200);
    expect(panelInsets(map, { left: 0, top: 0, right: 1000, bottom: 1000 }).bottom).toBe(375);
  });
});
