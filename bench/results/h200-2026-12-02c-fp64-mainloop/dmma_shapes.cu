__global__ void k8(double* p) {
  double d0=p[0],d1=p[1],d2=p[2],d3=p[3],a0=p[4],a1=p[5],a2=p[6],a3=p[7],b0=p[8],b1=p[9];
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};" : "+d"(d0),"+d"(d1),"+d"(d2),"+d"(d3) : "d"(a0),"d"(a1),"d"(a2),"d"(a3),"d"(b0),"d"(b1));
  p[0]=d0;p[1]=d1;p[2]=d2;p[3]=d3;
}
__global__ void k16(double* p) {
  double d0=p[0],d1=p[1],d2=p[2],d3=p[3],a[8],b[4];
  for(int i=0;i<8;i++)a[i]=p[4+i]; for(int i=0;i<4;i++)b[i]=p[12+i];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5,%6,%7,%8,%9,%10,%11}, {%12,%13,%14,%15}, {%0,%1,%2,%3};" : "+d"(d0),"+d"(d1),"+d"(d2),"+d"(d3) : "d"(a[0]),"d"(a[1]),"d"(a[2]),"d"(a[3]),"d"(a[4]),"d"(a[5]),"d"(a[6]),"d"(a[7]),"d"(b[0]),"d"(b[1]),"d"(b[2]),"d"(b[3]));
  p[0]=d0;p[1]=d1;p[2]=d2;p[3]=d3;
}
__global__ void k4(double* p) {
  double d0=p[0],d1=p[1],d2=p[2],d3=p[3],a0=p[4],a1=p[5],b0=p[8];
  asm volatile("mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};" : "+d"(d0),"+d"(d1),"+d"(d2),"+d"(d3) : "d"(a0),"d"(a1),"d"(b0));
  p[0]=d0;p[1]=d1;p[2]=d2;p[3]=d3;
}
