import csv, sys, collections
def load(f):
    rows = list(csv.reader(open(f, newline='')))
    hi = next(i for i, r in enumerate(rows) if 'Address' in r)
    hdr = rows[hi]; data = [r for r in rows[hi+1:] if len(r) == len(hdr)]
    return hdr, data
def num(x):
    try: return float(x.replace(',', ''))
    except: return 0.0
for f in sys.argv[1:]:
    hdr, data = load(f)
    ix = {c: i for i, c in enumerate(hdr)}
    reasons = [c for c in hdr if c.startswith('stall_') and '(' not in c]
    tot = collections.Counter()
    for r in data:
        for c in reasons: tot[c] += num(r[ix[c]])
    allS = sum(num(r[ix['Warp Stall Sampling (All Samples)']]) for r in data)
    print('==', f, 'samples', allS, 'instructions executed', sum(num(r[ix['Instructions Executed']]) for r in data))
    for c, v in tot.most_common(12): print(f'   {c:28s} {v:10.0f} {100*v/allS:5.1f}%')
