import sys,re,collections
def load(f):
    rows=[]
    for l in open(f):
        m=re.match(r"TRACE (lane|main)\s+(\S+)\s+(\S+)\s+(\S+) (\w+)(.*)",l)
        if m: rows.append((m[1],float(m[2]),float(m[3]),float(m[4]),m[5],m[6]))
    return rows
for f in sys.argv[1:]:
    r=load(f)
    tot=collections.defaultdict(float); cnt=collections.Counter()
    for s,b,e,d,k,a in r: tot[(s,k)]+=d; cnt[(s,k)]+=1
    end=max(e for _,_,e,_,_,_ in r)
    print(f, "span %.0f us"%end)
    for key in sorted(tot): print("  %-5s %-10s n=%3d sum=%7.0f avg=%6.1f"%(key[0],key[1],cnt[key],tot[key],tot[key]/cnt[key]))
    lane=sum(d for s,b,e,d,k,a in r if s=='lane'); main=sum(d for s,b,e,d,k,a in r if s=='main')
    print("  lane busy %.0f main busy %.0f"%(lane,main))
