import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src-shared/permissions';
import { decideStaffAccess, findStaffRoute } from '../../routing/access';
import { countOf, showsCounts, staffMenu, visibleProfileMenu, visibleStaffMenu, type MenuEntry, type MenuLink } from './menuModel';

const labels = (entries: MenuEntry[]) =>
  entries.map((entry) => ('items' in entry ? `${entry.label}: ${entry.items.map((item) => item.label).join(', ')}` : entry.label));
const clerk = new Set(['workspaceAccess', 'signature-sign', 'signature-request', 'signature-list', 'external-contact-list', 'report-access']);
const everything = new Set(PERMISSIONS.map((permission) => permission.name));

describe('top bar menu (§2)', () => {
  it('shows an administrator every entry of the spec, and the roles and absence reasons screens (issue 17)', () => {
    expect(labels(visibleStaffMenu(everything, 'sector'))).toEqual([
      'Fila de Trabalho: Setor, Pessoal',
      'Documentos: Novo Documento, Localizar Documentos',
      'Assinaturas: Documentos assinados, Assinar pendentes, Finalizadas, Minhas solicitações',
      'DTT: Estacionamento, Tráfego, Licença',
      'GED',
      'Configurações: Auditoria, Usuários internos, Usuários externos, Setores, Organização, Assuntos, Listas de transmissão, Modelos, Serviços, Etiquetas, Funções, Motivos de ausência',
    ]);
  });

  it('opens Funções with manage-roles and Motivos de ausência with user-update, each alone', () => {
    expect(labels(visibleStaffMenu(new Set(['manage-roles']), 'sector'))).toContain('Configurações: Modelos, Funções');
    expect(labels(visibleStaffMenu(new Set(['user-update']), 'sector'))).toContain('Configurações: Modelos, Motivos de ausência');
  });

  it("opens Modelos to every staff member (their own sectors' models, issue 18) and Listas de transmissão with any broadcast permission", () => {
    expect(labels(visibleStaffMenu(new Set(['broadcast-delete']), 'sector'))).toContain('Configurações: Listas de transmissão, Modelos');
  });

  it('opens Etiquetas with sector-create-update or sector-settings-access (keeping tags is keeping a sector, issue 18)', () => {
    expect(labels(visibleStaffMenu(new Set(['sector-settings-access']), 'sector'))).toContain('Configurações: Modelos, Etiquetas');
    expect(labels(visibleStaffMenu(new Set(['sector-create-update']), 'sector')).join()).toContain('Etiquetas');
    expect(labels(visibleStaffMenu(new Set(['manage-services']), 'sector'))).toContain('Configurações: Modelos, Serviços');
  });

  it('hides entries and whole groups the user may not open', () => {
    expect(labels(visibleStaffMenu(clerk, 'sector'))).toEqual([
      'Fila de Trabalho: Setor, Pessoal',
      'Documentos: Novo Documento, Localizar Documentos',
      'Assinaturas: Documentos assinados, Assinar pendentes, Finalizadas, Minhas solicitações',
      'Configurações: Usuários externos, Modelos',
    ]);
    expect(labels(visibleStaffMenu(new Set(), 'sector'))).toEqual(['Documentos: Novo Documento, Localizar Documentos', 'Configurações: Modelos']);
  });

  it('lists under Assinaturas the signed documents and the request batches to sign (issue 19), these only to whom may sign', () => {
    const signatures = (permissions: string[]) => labels(visibleStaffMenu(new Set(permissions), 'sector')).find((label) => label.startsWith('Assinaturas'));
    expect(signatures(['signature-sign'])).toBe('Assinaturas: Documentos assinados, Assinar pendentes, Finalizadas');
    expect(signatures(['signature-list'])).toBe('Assinaturas: Documentos assinados');
    expect(signatures(['signature-request'])).toBe('Assinaturas: Documentos assinados, Minhas solicitações');
    expect(signatures([])).toBeUndefined();
    const group = visibleStaffMenu(new Set(['signature-sign']), 'sector').find((entry) => entry.id === 'signatures');
    expect(group && 'items' in group ? group.items.map((item) => [item.to, item.count ?? null]) : []).toEqual([
      ['/signatures/signed', null],
      ['/sign?batchType=batch-request-signature-pending', 'pending'],
      ['/sign?batchType=batch-request-signature-finished', 'finished'],
    ]);
  });

  it('asks for the counts only where a counted entry shows, and shows a count only above zero', () => {
    expect(showsCounts(visibleStaffMenu(new Set(['signature-sign']), 'sector'))).toBe(true);
    expect(showsCounts(visibleStaffMenu(new Set(['signature-list']), 'sector'))).toBe(false);
    expect(countOf({ pending: 3, finished: 0 }, 'pending')).toBe(3);
    expect(countOf({ pending: 3, finished: 0 }, 'finished')).toBeNull();
    expect(countOf({ pending: 3, finished: 12 }, 'finished')).toBe(12);
    expect(countOf(undefined, 'pending')).toBeNull();
    expect(countOf({ pending: 3, finished: 1 }, undefined)).toBeNull();
  });

  it('marks DTT, GED and Configurações for large screens only', () => {
    const large = visibleStaffMenu(everything, 'sector').filter((entry) => entry.largeOnly).map((entry) => entry.label);
    expect(large).toEqual(['DTT', 'GED', 'Configurações']);
  });

  it('creates documents in the inbox the user works in', () => {
    const documents = visibleStaffMenu(everything, 'personal').find((entry) => entry.id === 'documents');
    expect(documents && 'items' in documents ? documents.items[0]?.to : undefined).toBe('/inbox/personal/document/create');
  });
});

describe('menus and route guards agree (§6: entries are hidden when the permission is missing)', () => {
  const links = (entries: MenuEntry[]): MenuLink[] => entries.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  const guardOpens = (to: string, permissions: ReadonlySet<string>) => {
    const route = findStaffRoute(new URL(to, 'http://app.invalid').pathname);
    return route !== undefined && decideStaffAccess(route, { hasToken: true, currentPath: to, permissions }).kind === 'allow';
  };

  it('for each permission alone, and none, every link shown opens and every link hidden would be refused', () => {
    for (const permissions of [new Set<string>(), ...PERMISSIONS.map((permission) => new Set([permission.name]))]) {
      const shown = new Set(links(visibleStaffMenu(permissions, 'sector')).map((link) => link.to));
      // A link needing a permission besides its guard (the /sign batches: signature-sign) is shown only with it too.
      for (const link of links(staffMenu('sector')))
        expect(shown.has(link.to), `${[...permissions].join()} → ${link.to}`).toBe(guardOpens(link.to, permissions) && (link.requires === undefined || permissions.has(link.requires)));
      for (const item of visibleProfileMenu(permissions, { is_moodle_enabled: true, support_url: null })) {
        if (item.kind === 'link') expect(guardOpens(item.to, permissions), `${[...permissions].join()} → ${item.to}`).toBe(true);
      }
    }
  });
});

describe('profile menu (§2)', () => {
  const organization = { is_moodle_enabled: false, support_url: 'https://wa.me/5531000000000' };

  it('lists every entry for an administrator of an organisation with a learning platform', () => {
    expect(visibleProfileMenu(everything, { ...organization, is_moodle_enabled: true }).map((item) => item.label)).toEqual([
      'Perfil', 'Alterar Setor', 'Lista telefônica', 'Meu Setor', 'Aprendizagem', 'Falar com suporte', 'Estatística de uso', 'Relatórios', 'Sair',
    ]);
  });

  it('offers the token diagnostics only where a token can be reached', () => {
    const labels = (signer: boolean) => visibleProfileMenu(clerk, organization, { signer }).map((item) => item.label);
    expect(labels(true)).toEqual(['Perfil', 'Alterar Setor', 'Lista telefônica', 'Falar com suporte', 'Relatórios', 'Certificados digitais', 'Sair']);
    expect(labels(false)).not.toContain('Certificados digitais');
  });

  it('drops what the user may not open and what the organisation lacks', () => {
    expect(visibleProfileMenu(clerk, { is_moodle_enabled: false, support_url: null }).map((item) => item.label)).toEqual([
      'Perfil', 'Alterar Setor', 'Lista telefônica', 'Relatórios', 'Sair',
    ]);
  });
});
