import { ACME_HOST, panel, panelTokens, type Tokens } from '../../../test/helpers/panel';
import {
  createRow,
  expectStatus,
  makeTree,
  NO_SUCH_ID,
  urlOf,
  type Row,
  type Tree,
} from '../../../test/helpers/portfolio';
import { forEachDatabase, useTestApp } from '../../../test/helpers/test-app';

// A product's applications name their vehicles: the form reads them in one list call by `ids`
// (the same parameter the export takes), not one read per vehicle.

const VEHICLES = urlOf('vehicles');

forEachDatabase((kind) => {
  const ctx = useTestApp(kind);
  let t: Tokens;
  let demo: Tree;
  let theirs: Row;
  let more: Row[];
  beforeAll(async () => {
    t = await panelTokens(ctx.app);
    demo = await makeTree(ctx.app, t.owner, 'IDS');
    const acme = { token: t.acmeOwner, host: ACME_HOST, method: 'POST' as const };
    const factory = (await expectStatus(
      ctx.app,
      { ...acme, url: urlOf('factories'), body: { name: 'MONTADORA IDA' } },
      201,
    )) as Row;
    theirs = (await expectStatus(
      ctx.app,
      { ...acme, url: VEHICLES, body: { factoryId: factory.id, model: 'IDA', yearStart: 2010 } },
      201,
    )) as Row;
    more = [];
    for (const versionName of ['EX', 'EXL', 'TOURING'])
      more.push(
        await createRow(ctx.app, t.owner, 'vehicles', {
          factoryId: demo.factories!.id,
          model: 'CIVIC',
          versionName,
          yearStart: 2012,
        }),
      );
  });
  const list = (query: string, token = () => t.owner) =>
    expectStatus(ctx.app, { url: `${VEHICLES}?${query}`, token: token() }, 200) as Promise<{
      items: Row[];
      total: number;
    }>;

  it('lists only the vehicles asked for by ids, with their factory, whatever else matches', async () => {
    const wanted = [demo.vehicles!.id, more[2]!.id];
    const answer = await list(`ids=${wanted.join(',')}&pageSize=100`);
    expect(answer.items.map((v) => v.id).sort()).toEqual([...wanted].sort());
    expect(answer.total).toBe(2);
    const civic = answer.items.find((v) => v.id === more[2]!.id)!;
    expect(civic).toMatchObject({
      model: 'CIVIC',
      versionName: 'TOURING',
      yearStart: 2012,
      factory: { name: demo.factories!.name },
    });
    // Upper case ids and spaces after the commas are the same ids; filters still apply.
    const spaced = await list(`ids=${more.map((v) => v.id.toUpperCase()).join(',%20')}`);
    expect(spaced.total).toBe(3);
    const filtered = await list(`ids=${wanted.join(',')}&q=civic`);
    expect(filtered.items.map((v) => v.id)).toEqual([more[2]!.id]);
  });

  it("answers none of another tenant's vehicles nor unknown ids", async () => {
    const answer = await list(`ids=${theirs.id},${NO_SUCH_ID},${demo.vehicles!.id}`);
    expect(answer.items.map((v) => v.id)).toEqual([demo.vehicles!.id]);
    const own = await expectStatus(
      ctx.app,
      { url: `${VEHICLES}?ids=${theirs.id}`, token: t.acmeOwner, host: ACME_HOST },
      200,
    );
    expect((own as { items: Row[] }).items.map((v) => v.id)).toEqual([theirs.id]);
  });

  it('refuses ids that are not uuids with a 400 naming ids, in pt-BR', async () => {
    for (const ids of ['nope', `${NO_SUCH_ID},1`, `urn:uuid:${NO_SUCH_ID}`, 'x'.repeat(18_501)]) {
      const res = await panel(ctx.app, { url: `${VEHICLES}?ids=${ids}`, token: t.owner });
      expect([ids.slice(0, 40), res.statusCode]).toEqual([ids.slice(0, 40), 400]);
      expect(res.json().fields).toEqual([{ field: 'ids', reason: expect.any(String) }]);
    }
    const res = await panel(ctx.app, { url: `${VEHICLES}?ids=nope`, token: t.owner });
    expect(res.json().fields[0].reason).toBe('Informe IDs válidos, separados por vírgula.');
  });
});
