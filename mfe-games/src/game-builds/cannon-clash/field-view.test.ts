import { describe, expect, it } from '@jest/globals';
import { fitField, pointerToViewX, project, viewTransform, worldToView } from './field-view';

describe('field view', () => {
  it('turns the field on a landscape canvas: own side left, the drag axis vertical', () => {
    const fit = fitField({ width: 1600, height: 900 });
    expect(fit).toMatchObject({ turned: true, scale: 1, left: 0, top: 0 });
    expect(project(fit, 450, 1530)).toEqual({ x: 70, y: 450 });
    expect(project(fit, 0, 0)).toEqual({ x: 1600, y: 0 });
    expect(pointerToViewX(fit, 70, 300)).toBe(300);
    // The canvas transform agrees with project().
    const [a, b, c, d, e, f] = viewTransform(fit, 2);
    const at = (vx: number, vy: number) => ({ x: (a * vx + c * vy + e) / 2, y: (b * vx + d * vy + f) / 2 });
    expect(at(450, 1530)).toEqual(project(fit, 450, 1530));
  });

  it('draws upright and letterboxed on a portrait canvas', () => {
    const fit = fitField({ width: 450, height: 1000 });
    expect(fit.turned).toBe(false);
    expect(fit.scale).toBe(0.5);
    expect(fit.top).toBe(100);
    expect(project(fit, 900, 1600)).toEqual({ x: 450, y: 900 });
    expect(pointerToViewX(fit, 225, 500)).toBe(450);
    expect(pointerToViewX(fit, -50, 0)).toBe(0);
  });

  it('turns the world 180 degrees for side 1', () => {
    expect(worldToView(0, 100, 200)).toEqual({ vx: 100, vy: 200 });
    expect(worldToView(1, 100, 200)).toEqual({ vx: 800, vy: 1400 });
  });
});
